"""Signing and verifying release files in minisign's format (DESIGN.md, "Reports and signatures").

The project's issue replaced DESIGN's JSON signature with minisign's format, so an auditor can check a release with
PrivDesk (``privdesk verify``) or with the standard tool (``minisign -V -p KEY.pub -m report.xlsx``). Ed25519 comes
from ``cryptography``; BLAKE2b and scrypt from ``hashlib``.

Formats (as minisign 0.10/0.11 writes and reads them; all integers little-endian, base64 with padding):

- public key file ``NAME.pub``: ``untrusted comment: minisign public key <KEY ID> (<owner>)`` and
  base64("Ed" + key id (8) + Ed25519 public key (32)).
- secret key file ``NAME.key`` (mode 0600): an untrusted comment line and base64 of
  "Ed" "Sc" "B2" + salt (32) + opslimit (u64) + memlimit (u64) + encrypted(key id (8) + secret key (64: seed and
  public key, libsodium's layout) + BLAKE2b-256("Ed" + key id + secret key) (32)). Encryption is XOR with 104 bytes
  of scrypt(passphrase, salt) whose N, r, p come from opslimit and memlimit as libsodium's
  ``crypto_pwhash_scryptsalsa208sha256`` picks them (:func:`scrypt_parameters`). After decryption the checksum
  tells a wrong passphrase from a right one.
- signature ``FILE.minisig``: ``untrusted comment: signature from PrivDesk secret key``, base64("ED" + key id +
  Ed25519 signature of BLAKE2b-512(file)), ``trusted comment: <text>``, base64(Ed25519 signature of (file
  signature + trusted comment text)): the "global" signature that makes the trusted comment trustworthy.

The key id is printed as minisign prints it: the 8 bytes read as a little-endian integer, 16 upper-case hex digits
(minisign 0.11 and older drop leading zeros in the public key's comment; 0.12 pads to 16 like PrivDesk).

A report's trusted comment is ``key=value`` pairs separated by tabs (:func:`release_comment`): report_id, time (ISO
8601 with zone), sha256_workbook, sha256_data, sha256_project, signer. The workbook and the released data file are
each signed with it (``sign_file`` once per file), so either can be checked alone and the comment ties them together.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Mapping

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from ..engine.atomic import atomic_open
from ..engine.errors import InputError
from ..i18n import N_, _

#: Environment variable the command line reads the key's passphrase from (else it asks with a hidden prompt).
PASSPHRASE_ENV = "PRIVDESK_KEY_PASSPHRASE"

#: minisign -G's scrypt limits: libsodium's crypto_pwhash_scryptsalsa208sha256_OPSLIMIT_SENSITIVE (2^25) and
#: MEMLIMIT_SENSITIVE (1 GiB), which give N = 2^20, r = 8, p = 1 (about 1 GiB and a few seconds per use).
DEFAULT_OPSLIMIT = 33_554_432
DEFAULT_MEMLIMIT = 1_073_741_824

#: FOR TESTS ONLY: libsodium's smallest opslimit with 16 MiB memlimit give N = 2^10, r = 8, p = 1 (1 MiB, a few
#: milliseconds), so a passphrase is cheap to guess. Tests pass these explicitly; real keys use the defaults.
TEST_OPSLIMIT = 32_768
TEST_MEMLIMIT = 16_777_216

SIGNATURE_SUFFIX = ".minisig"
UNTRUSTED_SIGNATURE_COMMENT = "signature from PrivDesk secret key"

_SIG_ALG, _SIG_ALG_HASHED, _KDF_ALG, _KDF_NONE, _CHK_ALG = b"Ed", b"ED", b"Sc", b"\0\0", b"B2"
_COMMENT_PREFIX, _TRUSTED_PREFIX = "untrusted comment: ", "trusted comment: "
_KEY_ID_BYTES, _SECRET_BYTES, _PUBLIC_BYTES, _SIGNATURE_BYTES, _CHECKSUM_BYTES, _SALT_BYTES = 8, 64, 32, 64, 32, 32
_SECRET_STRUCT_BYTES = 6 + _SALT_BYTES + 16 + _KEY_ID_BYTES + _SECRET_BYTES + _CHECKSUM_BYTES  # 158
_PUBLIC_STRUCT_BYTES = 2 + _KEY_ID_BYTES + _PUBLIC_BYTES  # 42
_SIG_STRUCT_BYTES = 2 + _KEY_ID_BYTES + _SIGNATURE_BYTES  # 74
_PASSPHRASE_MAX_BYTES = 1023  # minisign reads at most 1023 bytes of a password
_TRUSTED_MAX_BYTES = 8192 - len(_TRUSTED_PREFIX) - 2  # minisign refuses longer trusted comments (8174 and up)
_COMMENT_MAX_BYTES = 900  # an untrusted comment line must fit minisign's 1024-byte buffer
_KEY_NAME = re.compile(r"^[A-Za-z0-9_.-]+$")
_PUBLIC_COMMENT = re.compile(r"^minisign public key ([0-9A-F]{16})(?: \((.*)\))?$")
_CHUNK = 1 << 20


# ---------------------------------------------------------------------------------------------------- keys

@dataclass(frozen=True)
class PublicKey:
    """A minisign public key: the 8-byte key id as stored and the 32-byte Ed25519 public key."""

    key_id: bytes
    public_key: bytes
    owner: str | None = None

    @property
    def key_id_hex(self) -> str:
        return key_id_hex(self.key_id)

    def base64(self) -> str:
        """The key as minisign -P and ``privdesk verify --key`` take it."""
        return base64.b64encode(_SIG_ALG + self.key_id + self.public_key).decode("ascii")

    def file_text(self) -> str:
        comment = f"minisign public key {self.key_id_hex}" + (f" ({self.owner})" if self.owner else "")
        return f"{_COMMENT_PREFIX}{comment}\n{self.base64()}\n"


@dataclass(frozen=True, repr=False)
class SecretKey:
    """A decrypted secret key: key id and libsodium's 64-byte Ed25519 secret key (32-byte seed + public key)."""

    key_id: bytes
    secret_key: bytes
    owner: str | None = None

    @property
    def public_key(self) -> bytes:
        return self.secret_key[32:]

    def public(self) -> PublicKey:
        return PublicKey(self.key_id, self.public_key, self.owner)

    def __repr__(self) -> str:
        return f"SecretKey(key_id={key_id_hex(self.key_id)}, owner={self.owner!r})"


@dataclass(frozen=True, repr=False)
class KeyPair:
    """A new key pair. ``sealed`` is the secret key file's text, encrypted with the passphrase given to
    :func:`generate_keypair`; ``secret_key`` is the plain key, in memory only."""

    name: str
    key_id: bytes
    public_key: bytes
    secret_key: bytes
    opslimit: int
    memlimit: int
    sealed: str = field(default="")

    @property
    def key_id_hex(self) -> str:
        return key_id_hex(self.key_id)

    def public(self) -> PublicKey:
        return PublicKey(self.key_id, self.public_key, self.name)

    def secret(self) -> SecretKey:
        return SecretKey(self.key_id, self.secret_key, self.name)

    def __repr__(self) -> str:
        return f"KeyPair(name={self.name!r}, key_id={self.key_id_hex})"


@dataclass(frozen=True)
class Fingerprint:
    """How a report names a key: minisign's key id and the SHA-256 of the 32-byte Ed25519 public key."""

    key_id: str
    sha256: str


def key_id_hex(key_id: bytes) -> str:
    """The key id as minisign prints it (``%016llX`` of the bytes read little-endian)."""
    return f"{int.from_bytes(key_id, 'little'):016X}"


def scrypt_parameters(opslimit: int, memlimit: int) -> tuple[int, int, int]:
    """(N, r, p) for the limits, exactly as libsodium's ``pickparams`` in crypto_pwhash/scryptsalsa208sha256
    chooses them (which minisign relies on to turn a key file's opslimit and memlimit into scrypt's cost)."""
    opslimit = max(int(opslimit), 32768)
    memlimit = int(memlimit)
    r = 8
    cpu_bound = opslimit < memlimit // 32
    max_n = opslimit // (r * 4) if cpu_bound else memlimit // (r * 128)
    n_log2 = 1
    while n_log2 < 63 and (1 << n_log2) <= max_n // 2:  # the smallest N_log2 with 2^N_log2 > maxN / 2
        n_log2 += 1
    if cpu_bound:
        p = 1
    else:
        p = min((opslimit // 4) // (1 << n_log2), 0x3FFFFFFF) // r
    return 1 << n_log2, r, p


def _derive_stream(passphrase: str, salt: bytes, opslimit: int, memlimit: int, path: Path | None) -> bytes:
    n, r, p = scrypt_parameters(opslimit, memlimit)
    needed = 128 * r * (n + 2) + 128 * r * p + (1 << 16)
    if p < 1 or needed >= 2**31 - 1:
        raise InputError(_("unusable scrypt limits (opslimit {opslimit}, memlimit {memlimit}: N={n}, r={r}, "
                           "p={p})").format(opslimit=opslimit, memlimit=memlimit, n=n, r=r, p=p), path=path)
    try:
        return hashlib.scrypt(_passphrase_bytes(passphrase), salt=salt, n=n, r=r, p=p, maxmem=needed,
                              dklen=_KEY_ID_BYTES + _SECRET_BYTES + _CHECKSUM_BYTES)
    except (ValueError, MemoryError) as error:
        raise InputError(_("cannot derive the key from the passphrase: {error}").format(
            error=error), path=path) from None


def _passphrase_bytes(passphrase: str) -> bytes:
    if not isinstance(passphrase, str) or not passphrase:
        raise InputError(_("the passphrase is empty"))
    data = passphrase.encode("utf-8")
    if len(data) > _PASSPHRASE_MAX_BYTES:
        raise InputError(_("the passphrase is longer than {limit} bytes (minisign's limit)").format(
            limit=_PASSPHRASE_MAX_BYTES))
    if any(c in passphrase for c in "\0\r\n"):
        raise InputError(_("the passphrase holds a line break or NUL character"))
    return data


def _checksum(key_id: bytes, secret: bytes) -> bytes:
    return hashlib.blake2b(_SIG_ALG + key_id + secret, digest_size=_CHECKSUM_BYTES).digest()


def _check_name(name: str) -> str:
    name = " ".join(str(name).split())
    if not name:
        raise InputError(_("the key's owner name is empty"))
    if any(ord(c) < 32 or ord(c) == 127 for c in name) or "(" in name or ")" in name:
        raise InputError(_("the key's owner name holds a control character or parenthesis"), value=name)
    if len(name.encode("utf-8")) > 200:
        raise InputError(_("the key's owner name is longer than 200 bytes"), value=name)
    return name


def generate_keypair(name: str, passphrase: str, *, opslimit: int | None = None,
                     memlimit: int | None = None) -> KeyPair:
    """A new Ed25519 key pair with a random key id, its secret key sealed with ``passphrase``.

    ``opslimit``/``memlimit`` default to minisign's (:data:`DEFAULT_OPSLIMIT`, :data:`DEFAULT_MEMLIMIT`); tests pass
    :data:`TEST_OPSLIMIT`/:data:`TEST_MEMLIMIT`, which are fast and weak.
    """
    name = _check_name(name)
    _passphrase_bytes(passphrase)
    opslimit = DEFAULT_OPSLIMIT if opslimit is None else int(opslimit)
    memlimit = DEFAULT_MEMLIMIT if memlimit is None else int(memlimit)
    private = Ed25519PrivateKey.generate()
    seed = private.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                                 serialization.NoEncryption())
    public = private.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    key_id = secrets.token_bytes(_KEY_ID_BYTES)
    pair = KeyPair(name, key_id, public, seed + public, opslimit, memlimit)
    return replace(pair, sealed=_seal(pair.secret(), passphrase, opslimit, memlimit))


def _seal(secret: SecretKey, passphrase: str, opslimit: int, memlimit: int) -> str:
    """The secret key file's text: minisign's encrypted secret key."""
    salt = secrets.token_bytes(_SALT_BYTES)
    stream = _derive_stream(passphrase, salt, opslimit, memlimit, None)
    plain = secret.key_id + secret.secret_key + _checksum(secret.key_id, secret.secret_key)
    encrypted = bytes(a ^ b for a, b in zip(plain, stream))
    blob = (_SIG_ALG + _KDF_ALG + _CHK_ALG + salt + opslimit.to_bytes(8, "little") + memlimit.to_bytes(8, "little")
            + encrypted)
    comment = "minisign encrypted secret key" + (f" ({secret.owner})" if secret.owner else "")
    return f"{_COMMENT_PREFIX}{comment}\n{base64.b64encode(blob).decode('ascii')}\n"


def key_file_stem(name: str) -> str:
    """The file name (without .key/.pub) for an owner name: letters, digits, '.', '_' and '-', lower case."""
    stem = re.sub(r"[^a-z0-9._-]+", "-", _check_name(name).lower()).strip("-.")
    return stem or "privdesk"


def keypair_paths(folder: str | Path, name: str) -> tuple[Path, Path]:
    """(secret key path, public key path) that :func:`write_keypair` uses: ``NAME.key`` and ``NAME.pub``."""
    stem = key_file_stem(name)
    folder = Path(folder)
    return folder / f"{stem}.key", folder / f"{stem}.pub"


def write_keypair(keypair: KeyPair, folder: str | Path, passphrase: str | None = None,
                  force: bool = False) -> tuple[Path, Path]:
    """Write ``NAME.key`` (encrypted, mode 0600, atomically) and ``NAME.pub`` into ``folder``.

    With ``passphrase`` None the key is written as :func:`generate_keypair` sealed it; a passphrase re-encrypts it
    (fresh salt, the key pair's limits). An existing key file is never replaced unless ``force``.
    """
    secret_path, public_path = keypair_paths(folder, keypair.name)
    if not force:
        for path in (secret_path, public_path):
            if path.exists():
                raise InputError(_("already exists; use --force to replace the key pair"), path=path)
    text = keypair.sealed if passphrase is None else _seal(keypair.secret(), passphrase, keypair.opslimit,
                                                           keypair.memlimit)
    if not text:
        raise InputError(_("the key pair has no sealed secret key; give a passphrase"))
    folder = Path(folder)
    if not folder.exists():
        folder.mkdir(parents=True, mode=0o700)
    try:
        with atomic_open(secret_path, "wb", mode_bits=0o600) as stream:
            stream.write(text.encode("ascii"))
        with atomic_open(public_path, "wb") as stream:
            stream.write(keypair.public().file_text().encode("utf-8"))
    except OSError as error:
        raise InputError(_("cannot write the key pair: {reason}").format(
            reason=error.strerror or error), path=folder) from None
    return secret_path, public_path


_READ_PROBLEMS = {
    "secret key file": (N_("secret key file not found"), N_("cannot read the secret key file: {reason}"),
                        N_("is too large to be a secret key file")),
    "public key file": (N_("public key file not found"), N_("cannot read the public key file: {reason}"),
                        N_("is too large to be a public key file")),
}
"""What :func:`_read_lines` says of a key file it cannot read (not found, unreadable, too large), by kind."""


def _read_lines(path: Path, what: str, limit: int = 64 * 1024) -> list[str]:
    """``what``: "secret key file" or "public key file" (see :data:`_READ_PROBLEMS`)."""
    not_found, unreadable, too_large = _READ_PROBLEMS[what]
    try:
        with open(path, "rb") as stream:
            data = stream.read(limit + 1)
    except FileNotFoundError:
        raise InputError(_(not_found), path=path) from None
    except OSError as error:
        raise InputError(_(unreadable).format(reason=error.strerror or error), path=path) from None
    if len(data) > limit:
        raise InputError(_(too_large), path=path)
    return data.decode("utf-8", errors="replace").split("\n")


def _b64(text: str) -> bytes | None:
    try:
        return base64.b64decode(text.strip(), validate=True)
    except (binascii.Error, ValueError):
        return None


def load_secret_key(path: str | Path, passphrase: str | None) -> SecretKey:
    """Read and decrypt a minisign secret key file (PrivDesk's or ``minisign -G``'s).

    A wrong passphrase is told by the checksum: InputError "wrong passphrase …". A key minisign stored unencrypted
    (``-W``) needs no passphrase.
    """
    path = Path(path)
    lines = _read_lines(path, "secret key file")
    comment = lines[0].rstrip("\r")
    blob = _b64(lines[1].rstrip("\r")) if len(lines) > 1 and comment.startswith(_COMMENT_PREFIX) else None
    if blob is None or len(blob) != _SECRET_STRUCT_BYTES:
        if blob is not None and len(blob) == _PUBLIC_STRUCT_BYTES:
            raise InputError(_("is a public key; give the secret key file"), path=path)
        raise InputError(_("is not a minisign secret key file"), path=path)
    if blob[0:2] != _SIG_ALG:
        raise InputError(_("unsupported signature algorithm {algorithm!r} in the secret key").format(
            algorithm=blob[0:2]), path=path)
    if blob[4:6] != _CHK_ALG:
        raise InputError(_("unsupported checksum {checksum!r} in the secret key").format(checksum=blob[4:6]), path=path)
    salt, rest = blob[6:38], blob[38:]
    opslimit, memlimit = int.from_bytes(rest[0:8], "little"), int.from_bytes(rest[8:16], "little")
    sealed = rest[16:]
    if blob[2:4] == _KDF_ALG:
        if passphrase is None:
            raise InputError(_("the secret key is encrypted; a passphrase is needed"), path=path)
        stream = _derive_stream(passphrase, salt, opslimit, memlimit, path)
        plain = bytes(a ^ b for a, b in zip(sealed, stream))
    elif blob[2:4] == _KDF_NONE:
        plain = sealed
    else:
        raise InputError(_("unsupported key derivation {derivation!r} in the secret key").format(
            derivation=blob[2:4]), path=path)
    key_id, secret, checksum = plain[:8], plain[8:72], plain[72:]
    # minisign computes the checksum only when it encrypts (an unencrypted -W key holds zeros), and checks it only
    # after decrypting: there it is what tells a wrong passphrase.
    if blob[2:4] == _KDF_ALG and not hmac.compare_digest(checksum, _checksum(key_id, secret)):
        raise InputError(_("wrong passphrase for this secret key (its checksum does not match)"), path=path)
    public = Ed25519PrivateKey.from_private_bytes(secret[:32]).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    if public != secret[32:]:
        raise InputError(_("the secret key is damaged (its public half does not match its seed)"), path=path)
    match = re.search(r"\((.*)\)$", comment[len(_COMMENT_PREFIX):])
    return SecretKey(key_id, secret, match.group(1) if match else None)


def _public_from_blob(blob: bytes | None, owner: str | None, where: dict[str, Any]) -> PublicKey:
    if blob is not None and len(blob) == _SECRET_STRUCT_BYTES:
        raise InputError(_("is a secret key; give the public key (.pub)"), **where)
    if blob is None or len(blob) != _PUBLIC_STRUCT_BYTES:
        raise InputError(_("is not a minisign public key"), **where)
    if blob[0:2] != _SIG_ALG:
        raise InputError(_("unsupported signature algorithm {algorithm!r} in the public key").format(
            algorithm=blob[0:2]), **where)
    return PublicKey(blob[2:10], blob[10:42], owner)


def load_public_key(path_or_text: str | Path | PublicKey | KeyPair | SecretKey) -> PublicKey:
    """A trusted public key: a ``.pub`` file (minisign's two lines) or the base64 key string (as for minisign -P)."""
    if isinstance(path_or_text, PublicKey):
        return path_or_text
    if isinstance(path_or_text, (KeyPair, SecretKey)):
        return path_or_text.public()
    text = str(path_or_text).strip()
    if not isinstance(path_or_text, Path) and re.fullmatch(r"[A-Za-z0-9+/]{54,58}={0,2}", text) \
            and not Path(text).is_file():
        return _public_from_blob(_b64(text), None, {"value": text})
    path = Path(path_or_text)
    if not path.is_file():
        if not path.exists():
            raise InputError(_("public key file not found (nor is it a base64 public key)"), path=path)
        raise InputError(_("is not a file"), path=path)
    lines = [line.rstrip("\r") for line in _read_lines(path, "public key file")]
    owner = None
    if lines[0].startswith(_COMMENT_PREFIX):
        match = _PUBLIC_COMMENT.match(lines[0][len(_COMMENT_PREFIX):])
        owner = match.group(2) if match else None
        key_line = lines[1] if len(lines) > 1 else ""
    else:
        key_line = lines[0]
    return _public_from_blob(_b64(key_line), owner, {"path": path})


def fingerprint(public_key: str | Path | PublicKey | KeyPair | SecretKey) -> Fingerprint:
    """minisign's key id and the SHA-256 (hex) of the 32-byte Ed25519 public key, for the report."""
    key = load_public_key(public_key)
    return Fingerprint(key.key_id_hex, hashlib.sha256(key.public_key).hexdigest())


# ---------------------------------------------------------------------------------------------------- hashes

def sha256_file(path: str | Path) -> str:
    """SHA-256 of a file's bytes, hex."""
    return _hash_file(path, hashlib.sha256()).hexdigest()


def _hash_file(path: str | Path, digest):
    path = Path(path)
    try:
        with open(path, "rb") as stream:
            while chunk := stream.read(_CHUNK):
                digest.update(chunk)
    except FileNotFoundError:
        raise InputError(_("file not found"), path=path) from None
    except IsADirectoryError:
        raise InputError(_("is a folder, not a file"), path=path) from None
    except OSError as error:
        raise InputError(_("cannot read the file: {reason}").format(reason=error.strerror or error),
                         path=path) from None
    return digest


def _blake2b_file(path: str | Path) -> bytes:
    return _hash_file(path, hashlib.blake2b()).digest()  # BLAKE2b-512, unkeyed: minisign's prehash


def _read_file(path: str | Path) -> bytes:
    path = Path(path)
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise InputError(_("file not found"), path=path) from None
    except OSError as error:
        raise InputError(_("cannot read the file: {reason}").format(reason=error.strerror or error),
                         path=path) from None


# ---------------------------------------------------------------------------------------------------- comments

def format_trusted_comment(fields: Mapping[str, Any]) -> str:
    """``key=value`` pairs separated by tabs, in the mapping's order. Keys are letters, digits, '_', '.', '-';
    values may not hold tabs, line breaks or NUL."""
    parts = []
    for key, value in fields.items():
        key = str(key)
        if not _KEY_NAME.match(key):
            raise InputError(_("a trusted comment key may hold only letters, digits, '_', '.' and '-'"), value=key)
        text = "" if value is None else str(value)
        if any(c in text for c in "\t\r\n\0"):
            raise InputError(_("the trusted comment value of '{key}' holds a tab, line break or NUL").format(
                key=key), value=text)
        parts.append(f"{key}={text}")
    comment = "\t".join(parts)
    if len(comment.encode("utf-8")) > _TRUSTED_MAX_BYTES:
        raise InputError(_("the trusted comment is longer than {limit} bytes (minisign's limit)").format(
            limit=_TRUSTED_MAX_BYTES))
    return comment


def parse_trusted_comment(text: str) -> dict[str, str]:
    """Fields of a trusted comment: tab-separated ``key=value`` (PrivDesk) or ``key:value`` (minisign's default
    ``timestamp:…<tab>file:…``); a part without either becomes a key with an empty value. The first of a repeated key
    wins."""
    fields: dict[str, str] = {}
    for part in text.split("\t"):
        if not part:
            continue
        separator = "=" if "=" in part else ":" if ":" in part else None
        key, value = part.split(separator, 1) if separator else (part, "")
        fields.setdefault(key, value)
    return fields


def release_comment(report_id: str, *, workbook: str | Path, data: str | Path, project: str | Path | None,
                    signer: str, time: datetime | None = None) -> dict[str, str]:
    """The trusted comment of a release: report id, time (ISO 8601 with zone; default now, in the local zone; a
    naive ``time`` is taken as local), SHA-256 of workbook, released data and project file (left out when None),
    and the signer. Sign the workbook and the data file with it."""
    moment = time if time is not None and time.tzinfo is not None else (time or datetime.now()).astimezone()
    fields = {"report_id": str(report_id), "time": moment.isoformat(timespec="seconds"),
              "sha256_workbook": sha256_file(workbook), "sha256_data": sha256_file(data)}
    if project is not None:
        fields["sha256_project"] = sha256_file(project)
    fields["signer"] = " ".join(str(signer).split())
    return fields


# ---------------------------------------------------------------------------------------------------- signing

def signature_path_for(path: str | Path) -> Path:
    return Path(str(path) + SIGNATURE_SUFFIX)


def _as_secret(secret_key: SecretKey | KeyPair) -> SecretKey:
    if isinstance(secret_key, KeyPair):
        return secret_key.secret()
    if isinstance(secret_key, SecretKey):
        return secret_key
    raise TypeError("secret_key must be a SecretKey (load_secret_key) or a KeyPair")


def sign_file(path: str | Path, secret_key: SecretKey | KeyPair, trusted_comment: Mapping[str, Any], *,
              signature_path: str | Path | None = None) -> Path:
    """Sign ``path`` as ``minisign -S`` does (prehashed "ED"); write ``path.minisig`` atomically; return its path."""
    secret = _as_secret(secret_key)
    comment = format_trusted_comment(trusted_comment).encode("utf-8")
    private = Ed25519PrivateKey.from_private_bytes(secret.secret_key[:32])
    signature = private.sign(_blake2b_file(path))
    global_signature = private.sign(signature + comment)
    text = (f"{_COMMENT_PREFIX}{UNTRUSTED_SIGNATURE_COMMENT}\n".encode("utf-8")
            + base64.b64encode(_SIG_ALG_HASHED + secret.key_id + signature) + b"\n"
            + _TRUSTED_PREFIX.encode("ascii") + comment + b"\n"
            + base64.b64encode(global_signature) + b"\n")
    target = signature_path_for(path) if signature_path is None else Path(signature_path)
    try:
        with atomic_open(target, "wb") as stream:
            stream.write(text)
    except OSError as error:
        raise InputError(_("cannot write the signature: {reason}").format(
            reason=error.strerror or error), path=target) from None
    return target


# ---------------------------------------------------------------------------------------------------- verifying

@dataclass
class Verification:
    """The outcome of :func:`verify_file`. ``trusted`` holds the trusted comment's fields only when ``ok``;
    ``trusted_comment`` is the comment's raw text as the signature file holds it (trust it only when ``ok``).
    ``role`` names the trusted ``sha256_*`` field equal to the file's SHA-256 (e.g. sha256_workbook), if any."""

    ok: bool
    reason: str
    file: str
    signature_file: str
    key_id: str | None = None
    trusted_key_id: str | None = None
    trusted: dict[str, str] = field(default_factory=dict)
    trusted_comment: str = ""
    sha256: str = ""
    prehashed: bool | None = None
    role: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "reason": self.reason, "file": self.file, "signature_file": self.signature_file,
                "key_id": self.key_id, "trusted_key_id": self.trusted_key_id, "trusted": dict(self.trusted),
                "trusted_comment": self.trusted_comment, "sha256": self.sha256, "prehashed": self.prehashed,
                "role": self.role}


def verify_file(path: str | Path, public_key: str | Path | PublicKey | KeyPair | SecretKey,
                signature_path: str | Path | None = None, *, allow_legacy: bool = True) -> Verification:
    """Check ``path`` against its minisign signature (default ``path.minisig``) and a trusted public key, in
    minisign's order: key id, file signature, then the global signature over signature + trusted comment.

    Missing files and an unreadable public key raise InputError; a signature that does not verify (wrong key,
    changed file, changed trusted comment, damaged signature file) gives ``ok=False`` with a one-line ``reason``.
    Legacy (not prehashed, "Ed") signatures verify like ``minisign -V`` does unless ``allow_legacy`` is False.
    """
    key = load_public_key(public_key)
    path = Path(path)
    target = signature_path_for(path) if signature_path is None else Path(signature_path)
    sha256 = sha256_file(path)
    result = Verification(False, "", str(path), str(target), trusted_key_id=key.key_id_hex, sha256=sha256)
    lines = _read_signature_lines(target)

    def fail(reason: str) -> Verification:
        result.reason = reason
        return result

    if len(lines) < 4 or not lines[0].startswith(_COMMENT_PREFIX.encode()) \
            or not lines[2].startswith(_TRUSTED_PREFIX.encode()):
        return fail(_("the signature file is not in minisign's format (four lines: untrusted comment, signature, "
                      "trusted comment, global signature)"))
    signature_struct = _b64(lines[1].decode("ascii", "replace"))
    global_signature = _b64(lines[3].decode("ascii", "replace"))
    comment = lines[2][len(_TRUSTED_PREFIX):]
    result.trusted_comment = comment.decode("utf-8", errors="replace")
    if signature_struct is None or len(signature_struct) != _SIG_STRUCT_BYTES \
            or global_signature is None or len(global_signature) != _SIGNATURE_BYTES:
        return fail(_("the signature file is damaged (a signature line is not valid base64 of the right length)"))
    algorithm, key_id, signature = signature_struct[:2], signature_struct[2:10], signature_struct[10:]
    result.key_id = key_id_hex(key_id)
    if algorithm == _SIG_ALG_HASHED:
        result.prehashed = True
    elif algorithm == _SIG_ALG:
        result.prehashed = False
        if not allow_legacy:
            return fail(_("legacy (not prehashed) signature, and legacy signatures are not allowed"))
    else:
        return fail(_("unsupported signature algorithm {algorithm!r}").format(algorithm=algorithm))
    if key_id != key.key_id:
        return fail(_("signed with key {key_id}, but the trusted public key is {trusted_key_id}").format(
            key_id=result.key_id, trusted_key_id=key.key_id_hex))
    verifier = Ed25519PublicKey.from_public_bytes(key.public_key)
    message = _blake2b_file(path) if result.prehashed else _read_file(path)
    try:
        verifier.verify(signature, message)
    except InvalidSignature:
        return fail(_("the file does not match its signature: it was changed after signing, or the signature is "
                      "of another file"))
    try:
        verifier.verify(global_signature, signature + comment)
    except InvalidSignature:
        return fail(_("the trusted comment was changed after signing (its global signature does not verify)"))
    result.ok = True
    result.trusted = parse_trusted_comment(result.trusted_comment)
    result.role = next((name for name, value in result.trusted.items()
                        if name.startswith("sha256_") and value.lower() == sha256), None)
    return result


def _read_signature_lines(path: Path) -> list[bytes]:
    """The signature file's lines as minisign's fgets + trim sees them: each cut at its first CR or LF."""
    try:
        with open(path, "rb") as stream:
            data = stream.read(64 * 1024)
    except FileNotFoundError:
        raise InputError(_("signature file not found"), path=path) from None
    except OSError as error:
        raise InputError(_("cannot read the signature file: {reason}").format(
            reason=error.strerror or error), path=path) from None
    return [line.split(b"\r")[0] for line in data.split(b"\n")]


__all__ = [
    "DEFAULT_MEMLIMIT", "DEFAULT_OPSLIMIT", "Fingerprint", "KeyPair", "PASSPHRASE_ENV", "PublicKey", "SecretKey",
    "TEST_MEMLIMIT", "TEST_OPSLIMIT", "Verification", "fingerprint", "format_trusted_comment", "generate_keypair",
    "key_file_stem", "key_id_hex", "keypair_paths", "load_public_key", "load_secret_key", "parse_trusted_comment",
    "release_comment", "scrypt_parameters", "sha256_file", "sign_file", "signature_path_for", "verify_file",
    "write_keypair",
]
