; Inno Setup 6 script of PrivDesk for Windows: installs the folder that installer/privdesk.spec builds for the
; current user only (no administrator rights: hospital PCs are locked down), with a Start-menu entry, an optional
; desktop icon, .privdesk project files opening in PrivDesk, and an uninstaller (Settings > Apps, or the Start menu).
;
;   iscc /DAppVersion=0.1.0 /DBuildDir=C:\path\to\dist\privdesk /OC:\path\to\dist installer\windows\privdesk.iss
;
; makes PrivDesk-<version>-setup.exe. .github/workflows/windows-installer.yml builds the folder, this installer and
; the portable zip on a Windows runner, installs it silently and runs the installed program. Silent install for
; administrators rolling it out: PrivDesk-<version>-setup.exe /VERYSILENT /SUPPRESSMSGBOXES /NORESTART.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BuildDir
  #define BuildDir "..\..\dist\privdesk"
#endif

[Setup]
; AppId identifies PrivDesk for upgrades and the uninstaller: never change it.
AppId={{D52F10E7-EEC3-40C0-9F32-2ED0CA58A701}
AppName=PrivDesk
AppVersion={#AppVersion}
AppVerName=PrivDesk {#AppVersion}
AppPublisher=PrivDesk
AppComments=Prepare a table for release and prove that it is safe to release. Works offline.
; Per-user install: with the lowest privileges {autopf} is %LOCALAPPDATA%\Programs and HKA (below) is HKEY_CURRENT_USER.
PrivilegesRequired=lowest
DefaultDirName={autopf}\PrivDesk
DefaultGroupName=PrivDesk
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputBaseFilename=PrivDesk-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\privdesk.ico
UninstallDisplayIcon={app}\PrivDesk.exe
UninstallDisplayName=PrivDesk {#AppVersion}
ChangesAssociations=yes
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; The uninstaller removes the program and the file type; the user's settings (registry HKCU\Software\PrivDesk) and
; recovery files stay, as they are the user's.

[Languages]
; English only: Inno Setup's Chinese messages are not among the ones it ships. PrivDesk itself speaks English and Chinese.
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "associate"; Description: "Open .privdesk project files with PrivDesk"; GroupDescription: "File types:"
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundled runtime, so no library of an older version stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; PrivDesk.exe (the window, no console), privdesk-cli.exe (the commands: --version, demo, anonymize, verify, ...) and
; _internal\ (Python, Qt, the packages and PrivDesk's resources: samples, translations, fonts, icons).
Source: "{#BuildDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\PrivDesk"; Filename: "{app}\PrivDesk.exe"; Comment: "Prepare a table for release and prove that it is safe to release"
Name: "{group}\PrivDesk (hospital sample)"; Filename: "{app}\PrivDesk.exe"; Parameters: "--sample"
Name: "{group}\{cm:UninstallProgram,PrivDesk}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\PrivDesk"; Filename: "{app}\PrivDesk.exe"; Tasks: desktopicon

[Registry]
; The .privdesk file type, for this user (HKA = HKEY_CURRENT_USER here): double-clicking a project runs
; PrivDesk.exe "FILE", which opens the window on that project. Removed again by the uninstaller.
Root: HKA; Subkey: "Software\Classes\.privdesk"; ValueType: string; ValueName: ""; ValueData: "PrivDesk.Project"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.privdesk\OpenWithProgids"; ValueType: string; ValueName: "PrivDesk.Project"; ValueData: ""; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\PrivDesk.Project"; ValueType: string; ValueName: ""; ValueData: "PrivDesk project"; Flags: uninsdeletekey; Tasks: associate
Root: HKA; Subkey: "Software\Classes\PrivDesk.Project\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\PrivDesk.exe,0"; Tasks: associate
Root: HKA; Subkey: "Software\Classes\PrivDesk.Project\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\PrivDesk.exe"" ""%1"""; Tasks: associate
Root: HKA; Subkey: "Software\Classes\Applications\PrivDesk.exe\SupportedTypes"; ValueType: string; ValueName: ".privdesk"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\PrivDesk.exe"; Description: "{cm:LaunchProgram,PrivDesk}"; Flags: nowait postinstall skipifsilent
