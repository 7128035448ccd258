"""`privdesk keygen` and `privdesk verify`: key files, passphrase source, exit codes 0/1/2, JSON output.

keygen runs in-process with the scrypt limits lowered to signing's test-only setting (real keys use minisign's
1 GiB limits, which take seconds); verify also runs once as a real subprocess to check the exit codes end to end.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from privdesk.cli.main import main
from privdesk.signing import keys as signing_keys
from privdesk.signing import signatures as signing
from privdesk.signing.signatures import load_secret_key, sign_file
from tests.conftest import REPO

PASSPHRASE = "auditor passphrase"
COMMENT = {"report_id": "R-9", "time": "2024-05-01T12:00:00+02:00", "sha256_workbook": "00" * 32,
           "sha256_data": "11" * 32, "sha256_project": "22" * 32, "signer": "Jane Auditor"}


@pytest.fixture(autouse=True)
def fast_keys(monkeypatch):
    monkeypatch.setattr(signing_keys, "DEFAULT_OPSLIMIT", signing.TEST_OPSLIMIT)
    monkeypatch.setattr(signing_keys, "DEFAULT_MEMLIMIT", signing.TEST_MEMLIMIT)
    monkeypatch.setenv(signing.PASSPHRASE_ENV, PASSPHRASE)


def keygen(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["keygen", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def made(tmp_path, capsys):
    code, out, err = keygen(capsys, "--name", "Jane Auditor", "--out", str(tmp_path / "keys"), "--json")
    assert code == 0, err
    return json.loads(out)


@pytest.fixture
def signed(tmp_path, made):
    report = tmp_path / "report.xlsx"
    report.write_bytes(b"workbook bytes " * 100)
    sign_file(report, load_secret_key(made["secret_key_file"], PASSPHRASE), COMMENT)
    return report


def test_keygen_json_and_files(made, tmp_path):
    secret_path, public_path = Path(made["secret_key_file"]), Path(made["public_key_file"])
    folder = tmp_path / "keys"
    assert (secret_path, public_path) == (folder / "jane-auditor.key", folder / "jane-auditor.pub")
    assert made["name"] == "Jane Auditor"
    public = signing.load_public_key(public_path)
    assert public.owner == "Jane Auditor" and public.base64() == made["public_key"]
    assert made["key_id"] == public.key_id_hex
    assert made["public_key_sha256"] == signing.fingerprint(public).sha256
    assert public_path.read_text().startswith(f"untrusted comment: minisign public key {made['key_id']}")
    assert load_secret_key(secret_path, PASSPHRASE).public() == public
    if os.name == "posix":
        assert stat.S_IMODE(secret_path.stat().st_mode) == 0o600
    assert PASSPHRASE not in secret_path.read_text() + public_path.read_text()


def test_keygen_human_output(tmp_path, capsys):
    code, out, _ = keygen(capsys, "--name", "Jane Auditor", "--out", str(tmp_path))
    assert code == 0
    assert "secret key: " in out and "encrypted" in out and "minisign -Vm FILE -P RW" in out
    assert "privdesk verify FILE --pubkey " in out


def test_keygen_refuses_to_overwrite_without_force(made, capsys, tmp_path):
    secret_path = Path(made["secret_key_file"])
    before = secret_path.read_bytes()
    code, out, err = keygen(capsys, "--name", "Jane Auditor", "--out", str(tmp_path / "keys"))
    assert code == 2 and out == ""
    assert "already exists" in err and "--force" in err and err.count("\n") == 1
    assert secret_path.read_bytes() == before
    code, out, err = keygen(capsys, "--name", "Jane Auditor", "--out", str(tmp_path / "keys"), "--force", "--json")
    assert code == 0, err
    assert json.loads(out)["key_id"] != made["key_id"] and secret_path.read_bytes() != before
    if os.name == "posix":
        assert stat.S_IMODE(secret_path.stat().st_mode) == 0o600


def test_keygen_needs_a_passphrase(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv(signing.PASSPHRASE_ENV)
    # stdin is not a terminal under pytest: no prompt, a one-line error naming the variable
    code, _, err = keygen(capsys, "--name", "Jane", "--out", str(tmp_path))
    assert code == 2 and signing.PASSPHRASE_ENV in err and err.count("\n") == 1
    monkeypatch.setenv(signing.PASSPHRASE_ENV, "")
    code, _, err = keygen(capsys, "--name", "Jane", "--out", str(tmp_path))
    assert code == 2 and "empty" in err
    assert not list(tmp_path.iterdir())


def test_keygen_prompts_twice_in_a_terminal(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv(signing.PASSPHRASE_ENV)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True, raising=False)
    answers = iter(["typed passphrase", "typed passphrase"])
    monkeypatch.setattr("getpass.getpass", lambda prompt="": next(answers))
    code, out, err = keygen(capsys, "--name", "Jane", "--out", str(tmp_path), "--json")
    assert code == 0, err
    assert load_secret_key(json.loads(out)["secret_key_file"], "typed passphrase")
    answers = iter(["one", "two"])
    code, _, err = keygen(capsys, "--name", "Joe", "--out", str(tmp_path))
    assert code == 2 and "differ" in err


def test_keygen_default_folder_is_the_user_config_dir(monkeypatch, capsys, tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("XDG_CONFIG_HOME steers platformdirs on Linux only")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    from platformdirs import user_config_dir

    code, out, err = keygen(capsys, "--name", "Jane", "--json")
    assert code == 0, err
    expected = Path(user_config_dir("PrivDesk")) / "keys" / "jane.key"
    assert Path(json.loads(out)["secret_key_file"]) == expected and expected.is_relative_to(tmp_path)


def test_keygen_help_names_the_environment_variable(capsys):
    with pytest.raises(SystemExit) as done:
        main(["keygen", "--help"])
    assert done.value.code == 0
    assert signing.PASSPHRASE_ENV in capsys.readouterr().out.replace("\n", "").replace(" ", "")


def test_keygen_requires_a_name(capsys):
    with pytest.raises(SystemExit) as done:
        main(["keygen"])
    assert done.value.code == 2 and "--name" in capsys.readouterr().err


def test_verify_ok(signed, made, capsys):
    assert main(["verify", str(signed), "--key", made["public_key_file"]]) == 0
    out = capsys.readouterr().out
    assert f"verified: {signed} is signed by key {made['key_id']}" in out
    assert "report_id: R-9" in out and "signer: Jane Auditor" in out
    assert main(["verify", str(signed), "--key", made["public_key"], "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] and result["trusted"] == COMMENT and result["key_id"] == made["key_id"]
    assert result["signature_file"] == str(signed) + ".minisig"


def test_verify_signature_option(signed, made, capsys, tmp_path):
    moved = tmp_path / "elsewhere.minisig"
    Path(str(signed) + ".minisig").rename(moved)
    assert main(["verify", str(signed), "--key", made["public_key_file"]]) == 2
    assert "signature file not found" in capsys.readouterr().err
    assert main(["verify", str(signed), "--key", made["public_key_file"], "--signature", str(moved)]) == 0


def test_verify_failures_exit_1_with_one_line(signed, made, capsys, tmp_path):
    signature = Path(str(signed) + ".minisig")
    original = signature.read_text()
    signature.write_text(original.replace("R-9", "R-8"))
    assert main(["verify", str(signed), "--key", made["public_key_file"]]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "trusted comment was changed" in err

    signature.write_text(original)
    signed.write_bytes(signed.read_bytes() + b"!")
    assert main(["verify", str(signed), "--key", made["public_key_file"], "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert not result["ok"] and "file does not match" in result["reason"] and result["trusted"] == {}

    other = signing.generate_keypair("Mallory", "x" * 12, opslimit=signing.TEST_OPSLIMIT,
                                     memlimit=signing.TEST_MEMLIMIT)
    assert main(["verify", str(signed), "--key", other.public().base64()]) == 1
    assert f"the trusted public key is {other.key_id_hex}" in capsys.readouterr().err


def test_verify_bad_input_exit_2(signed, made, capsys, tmp_path):
    assert main(["verify", str(tmp_path / "none.xlsx"), "--key", made["public_key_file"]]) == 2
    assert "file not found" in capsys.readouterr().err
    assert main(["verify", str(signed), "--key", str(tmp_path / "none.pub")]) == 2
    assert "public key file not found" in capsys.readouterr().err
    assert main(["verify", str(signed), "--key", made["secret_key_file"]]) == 2
    assert "is a secret key" in capsys.readouterr().err
    with pytest.raises(SystemExit) as done:
        main(["verify", str(signed)])
    assert done.value.code == 2 and "--key" in capsys.readouterr().err


def test_verify_subprocess_exit_codes(signed, made):
    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "privdesk", "verify", *args], cwd=REPO, capture_output=True,
                              text=True, timeout=120)

    done = run(str(signed), "--key", made["public_key_file"])
    assert done.returncode == 0, done.stderr
    signed.write_bytes(b"changed")
    done = run(str(signed), "--key", made["public_key_file"])
    assert done.returncode == 1 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    done = run(str(signed), "--key", "not-a-key")
    assert done.returncode == 2 and done.stderr.count("\n") == 1


@pytest.mark.skipif(shutil.which("minisign") is None, reason="the minisign binary is not installed "
                    "(apt-get install minisign)")
def test_keygen_key_works_with_minisign(made, tmp_path, capsys):
    """A key pair from `privdesk keygen`: minisign signs with its secret key, `privdesk verify` accepts the result,
    and minisign verifies it with the .pub file."""
    data = tmp_path / "anonymized.csv"
    data.write_text("age,zip\n30-39,537**\n")
    env = {k: v for k, v in os.environ.items() if k != "MINISIGN_PASSWORD"}
    done = subprocess.run(["minisign", "-S", "-s", made["secret_key_file"], "-m", str(data), "-t", "report_id=R-9"],
                          input=PASSPHRASE + "\n", capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    assert main(["verify", str(data), "--key", made["public_key_file"], "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["trusted"] == {"report_id": "R-9"}
    done = subprocess.run(["minisign", "-V", "-p", made["public_key_file"], "-m", str(data)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_keygen_name_is_the_signer_and_its_hint_names_verifys_option(tmp_path, capsys):
    """Issue #30.8: a key made with --name "Ward Manager" signed as "PrivDesk user", and keygen's hint said --key
    where verify takes --pubkey."""
    from privdesk.app.projects.bundled_samples import spec_example_paths

    code, out, err = keygen(capsys, "--name", "Ward Manager", "--out", str(tmp_path / "keys"))
    assert code == 0, err
    hint = next(line for line in out.splitlines() if line.startswith("verify with:"))
    public = tmp_path / "keys" / "ward-manager.pub"
    assert f"privdesk verify FILE --pubkey {public}" in hint
    release = tmp_path / "out"
    assert main(["anonymize", str(spec_example_paths().data), "--qi", "Age", "--k", "2", "--suppression", "0.5",
                 "--threshold", "0.5", "--report", "--key", str(tmp_path / "keys" / "ward-manager.key"),
                 "--out", str(release)]) == 0
    capsys.readouterr()
    command = hint.split(":", 1)[1].split("   or   ")[0].split()
    assert main([*command[1:]][:1] + [str(release / "report.xlsx"), *command[3:]]) == 0  # the hint, as printed
    assert "signer: Ward Manager" in capsys.readouterr().out
    assert signing.verify_file(release / "report.xlsx", public).trusted["signer"] == "Ward Manager"
