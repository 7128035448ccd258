"""Signing keys in minisign's format: generating, sealing with a passphrase (scrypt), writing, reading and
fingerprinting key pairs. The formats are described in :mod:`privdesk.signing.signatures`, which signs and verifies
files with these keys."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from privdesk.common.i18n import N_, _
from privdesk.engine.core.errors import InputError
from privdesk.io.atomic import atomic_open

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

SIG_ALG, SIG_ALG_HASHED, _KDF_ALG, _KDF_NONE, _CHK_ALG = b"Ed", b"ED", b"Sc", b"\0\0", b"B2"
COMMENT_PREFIX, TRUSTED_PREFIX = "untrusted comment: ", "trusted comment: "
_KEY_ID_BYTES, _SECRET_BYTES, _PUBLIC_BYTES, SIGNATURE_BYTES, _CHECKSUM_BYTES, _SALT_BYTES = 8, 64, 32, 64, 32, 32
_SECRET_STRUCT_BYTES = 6 + _SALT_BYTES + 16 + _KEY_ID_BYTES + _SECRET_BYTES + _CHECKSUM_BYTES  # 158
_PUBLIC_STRUCT_BYTES = 2 + _KEY_ID_BYTES + _PUBLIC_BYTES  # 42
SIG_STRUCT_BYTES = 2 + _KEY_ID_BYTES + SIGNATURE_BYTES  # 74
_PASSPHRASE_MAX_BYTES = 1023  # minisign reads at most 1023 bytes of a password
TRUSTED_MAX_BYTES = 8192 - len(TRUSTED_PREFIX) - 2  # minisign refuses longer trusted comments (8174 and up)
_COMMENT_MAX_BYTES = 900  # an untrusted comment line must fit minisign's 1024-byte buffer
KEY_NAME = re.compile(r"^[A-Za-z0-9_.-]+$")
_PUBLIC_COMMENT = re.compile(r"^minisign public key ([0-9A-F]{16})(?: \((.*)\))?$")
CHUNK = 1 << 20


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
        return base64.b64encode(SIG_ALG + self.key_id + self.public_key).decode("ascii")

    def file_text(self) -> str:
        comment = f"minisign public key {self.key_id_hex}" + (f" ({self.owner})" if self.owner else "")
        return f"{COMMENT_PREFIX}{comment}\n{self.base64()}\n"


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


def derive_stream(passphrase: str, salt: bytes, opslimit: int, memlimit: int, path: Path | None) -> bytes:
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
    return hashlib.blake2b(SIG_ALG + key_id + secret, digest_size=_CHECKSUM_BYTES).digest()


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
    stream = derive_stream(passphrase, salt, opslimit, memlimit, None)
    plain = secret.key_id + secret.secret_key + _checksum(secret.key_id, secret.secret_key)
    encrypted = bytes(a ^ b for a, b in zip(plain, stream))
    blob = (SIG_ALG + _KDF_ALG + _CHK_ALG + salt + opslimit.to_bytes(8, "little") + memlimit.to_bytes(8, "little")
            + encrypted)
    comment = "minisign encrypted secret key" + (f" ({secret.owner})" if secret.owner else "")
    return f"{COMMENT_PREFIX}{comment}\n{base64.b64encode(blob).decode('ascii')}\n"


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


def b64(text: str) -> bytes | None:
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
    blob = b64(lines[1].rstrip("\r")) if len(lines) > 1 and comment.startswith(COMMENT_PREFIX) else None
    if blob is None or len(blob) != _SECRET_STRUCT_BYTES:
        if blob is not None and len(blob) == _PUBLIC_STRUCT_BYTES:
            raise InputError(_("is a public key; give the secret key file"), path=path)
        raise InputError(_("is not a minisign secret key file"), path=path)
    if blob[0:2] != SIG_ALG:
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
        stream = derive_stream(passphrase, salt, opslimit, memlimit, path)
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
    match = re.search(r"\((.*)\)$", comment[len(COMMENT_PREFIX):])
    return SecretKey(key_id, secret, match.group(1) if match else None)


def _public_from_blob(blob: bytes | None, owner: str | None, where: dict[str, Any]) -> PublicKey:
    if blob is not None and len(blob) == _SECRET_STRUCT_BYTES:
        raise InputError(_("is a secret key; give the public key (.pub)"), **where)
    if blob is None or len(blob) != _PUBLIC_STRUCT_BYTES:
        raise InputError(_("is not a minisign public key"), **where)
    if blob[0:2] != SIG_ALG:
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
        return _public_from_blob(b64(text), None, {"value": text})
    path = Path(path_or_text)
    if not path.is_file():
        if not path.exists():
            raise InputError(_("public key file not found (nor is it a base64 public key)"), path=path)
        raise InputError(_("is not a file"), path=path)
    lines = [line.rstrip("\r") for line in _read_lines(path, "public key file")]
    owner = None
    if lines[0].startswith(COMMENT_PREFIX):
        match = _PUBLIC_COMMENT.match(lines[0][len(COMMENT_PREFIX):])
        owner = match.group(2) if match else None
        key_line = lines[1] if len(lines) > 1 else ""
    else:
        key_line = lines[0]
    return _public_from_blob(b64(key_line), owner, {"path": path})


def fingerprint(public_key: str | Path | PublicKey | KeyPair | SecretKey) -> Fingerprint:
    """minisign's key id and the SHA-256 (hex) of the 32-byte Ed25519 public key, for the report."""
    key = load_public_key(public_key)
    return Fingerprint(key.key_id_hex, hashlib.sha256(key.public_key).hexdigest())
