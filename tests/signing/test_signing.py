"""Signing in minisign's format: round trips, tampering, key files, and known answers from the minisign binary.

Keys made here use the test-only scrypt limits (signing.TEST_OPSLIMIT/TEST_MEMLIMIT) so the suite stays fast; one
known-answer test decrypts a key minisign made with its real (1 GiB) limits. Tests that run the `minisign` binary
(Debian package `minisign`) skip with a reason when it is absent.
"""

from __future__ import annotations

import base64
import ctypes
import ctypes.util
import hashlib
import os
import re
import shutil
import stat
import subprocess
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from privdesk.engine.core.errors import InputError
from privdesk.signing import signatures as signing
from privdesk.signing.signatures import (
    TEST_MEMLIMIT,
    TEST_OPSLIMIT,
    fingerprint,
    format_trusted_comment,
    generate_keypair,
    load_public_key,
    load_secret_key,
    parse_trusted_comment,
    release_comment,
    scrypt_parameters,
    sha256_file,
    sign_file,
    verify_file,
    write_keypair,
)

PASSPHRASE = "correct horse battery staple"
FAST = {"opslimit": TEST_OPSLIMIT, "memlimit": TEST_MEMLIMIT}
MINISIGN = shutil.which("minisign")
needs_minisign = pytest.mark.skipif(MINISIGN is None, reason="the minisign binary is not installed "
                                    "(apt-get install minisign) - cross-checks with it are skipped")

# Made once by the real minisign 0.11 (Debian package minisign 0.11-1):
#   printf 'privdesk-kat\nprivdesk-kat\n' | minisign -G -p kat.pub -s kat.key -c "minisign test key ..."
#   echo privdesk-kat | minisign -S -s kat.key -m message.txt -x prehashed.minisig -t "report_id=KAT-1<TAB>..."
#   echo privdesk-kat | minisign -S -l -s kat.key -m message.txt -x legacy.minisig -t "timestamp:...<TAB>file:..."
# The secret key is a throwaway test key, encrypted with minisign's default scrypt limits (opslimit 2^25, 1 GiB).
KAT_MESSAGE = b"PrivDesk known-answer test\n"
KAT_PASSPHRASE = "privdesk-kat"
KAT_KEY_ID = "C7000CC2E394063D"
KAT_PUBLIC = ("untrusted comment: minisign public key C7000CC2E394063D\n"
              "RWQ9BpTjwgwAxz36DUbEg2QVGcR/R+aKnmsTp2eFAFwKwfRyMnkZWrDe\n")
KAT_SECRET = ("untrusted comment: minisign test key for PrivDesk known-answer tests\n"
              "RWRTY0IyJJ5N4kHsUDX0Z6MSt+elzrKKYpmapNNyEWD/sR3a+P4AAAACAAAAAAAAAEAAAAAAACOaRCEXZ+CEQ4zVp/2tZAaG"
              "Nssc+35VnwLx4eLMLK/j+mzs96/EO9bkTwoe14xTPPpAaEZ+sb1j7cmjVt1xh+JLH1ykxpCRO96t3tXW17R6XX+xjicn+XcS"
              "m58HeCOP9BinBSLx1bY=\n")
KAT_PREHASHED = ("untrusted comment: signature from minisign secret key\n"
                 "RUQ9BpTjwgwAx75p//kVQL2aI6YpzBkcJ2XJST3woPutr3K3Pr1PDuiI37vf6+mUqMXVlznXUzF8R3i8IshHrQMzH5"
                 "OHd9huBQ4=\n"
                 "trusted comment: report_id=KAT-1\ttime=2024-05-01T12:00:00+02:00\tsigner=minisign 0.11\n"
                 "DJ6eECgKYdHqw35PdKrhYjCXo6Tnf7m7qqffTQ6p13NlMhO0mslZ7SK8bA9ksBj9+Zm0PyJLY/HuuDBdkfhQAw==\n")
KAT_LEGACY = ("untrusted comment: signature from minisign secret key\n"
              "RWQ9BpTjwgwAx2WZ6Mjg2fLDxk41oBcdV6w5TPtO+PRV86+Gler6MK/oGbT8HYfOmiMp4YhHb7aErxk3uwQ7VvP0Xlp/AAIP2wQ=\n"
              "trusted comment: timestamp:1714557600\tfile:message.txt\n"
              "Avqf40GM3m25AAJN3xage5A8S500K2hkx+3RproXq5/lsBhsRsnyP89dgO7KDtrT+SDrFMyWy7PYXgLqbEN4Bw==\n")


@pytest.fixture(scope="module")
def pair():
    return generate_keypair("Jane Auditor", PASSPHRASE, **FAST)


@pytest.fixture
def keys(tmp_path, pair):
    secret_path, public_path = write_keypair(pair, tmp_path / "keys")
    return secret_path, public_path


@pytest.fixture
def report(tmp_path):
    path = tmp_path / "report.xlsx"
    path.write_bytes(b"PK\x03\x04 not really a workbook " + bytes(range(256)) * 40)
    return path


COMMENT = {"report_id": "R-2024-001", "time": "2024-05-01T12:00:00+02:00", "sha256_workbook": "ab" * 32,
           "sha256_data": "cd" * 32, "sha256_project": "ef" * 32, "signer": "Jane Auditor"}


def run_minisign(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "MINISIGN_PASSWORD"}
    return subprocess.run([MINISIGN, *args], input=stdin, capture_output=True, text=True, timeout=60, env=env)


# ------------------------------------------------------------------------------------------------ scrypt

def test_scrypt_parameters_follow_libsodium_pickparams():
    # minisign -G's limits (OPSLIMIT_SENSITIVE = 1048576 * 32, MEMLIMIT_SENSITIVE = 1 GiB): N = 2^20, r = 8, p = 1
    assert (signing.DEFAULT_OPSLIMIT, signing.DEFAULT_MEMLIMIT) == (1048576 * 32, 1 << 30)
    assert scrypt_parameters(signing.DEFAULT_OPSLIMIT, signing.DEFAULT_MEMLIMIT) == (1 << 20, 8, 1)
    assert scrypt_parameters(TEST_OPSLIMIT, TEST_MEMLIMIT) == (1 << 10, 8, 1)
    # libsodium's interactive limits (524288, 16 MiB): memory-bound branch, N = 2^14, p = 1
    assert scrypt_parameters(524288, 16777216) == (1 << 14, 8, 1)
    # opslimit below 32768 is raised to it; more operations than memory allows raise p
    assert scrypt_parameters(1, 1 << 24) == scrypt_parameters(32768, 1 << 24)
    assert scrypt_parameters(1 << 20, 1 << 20) == (1 << 10, 8, 32)


def _libsodium():
    name = ctypes.util.find_library("sodium")
    if name is None:
        return None
    try:
        library = ctypes.CDLL(name)
    except OSError:
        return None
    if library.sodium_init() < 0:
        return None
    return library


def test_key_stream_equals_libsodium_crypto_pwhash_scryptsalsa208sha256():
    library = _libsodium()
    if library is None:
        pytest.skip("libsodium (libsodium23) is not installed; the KDF is cross-checked by the minisign tests")
    function = library.crypto_pwhash_scryptsalsa208sha256
    function.argtypes = [ctypes.c_char_p, ctypes.c_ulonglong, ctypes.c_char_p, ctypes.c_ulonglong, ctypes.c_char_p,
                         ctypes.c_ulonglong, ctypes.c_size_t]
    function.restype = ctypes.c_int
    salt = bytes(range(32))
    for opslimit, memlimit in [(TEST_OPSLIMIT, TEST_MEMLIMIT), (1000, 1 << 20), (1 << 17, 1 << 20),
                               (1 << 19, 1 << 22), (98304, 3 << 20)]:
        expected = ctypes.create_string_buffer(104)
        password = "pässwörd".encode()
        assert function(expected, 104, password, len(password), salt, opslimit, memlimit) == 0
        assert signing.derive_stream("pässwörd", salt, opslimit, memlimit, None) == expected.raw, (opslimit,
                                                                                                     memlimit)


# ------------------------------------------------------------------------------------------------ key files

def test_key_files_are_in_minisign_format(keys, pair):
    secret_path, public_path = keys
    assert (secret_path.name, public_path.name) == ("jane-auditor.key", "jane-auditor.pub")
    comment, line, *rest = public_path.read_text().split("\n")
    assert comment == f"untrusted comment: minisign public key {pair.key_id_hex} (Jane Auditor)"
    assert rest == [""]
    blob = base64.b64decode(line)
    assert blob == b"Ed" + pair.key_id + pair.public_key and len(blob) == 42
    assert re.fullmatch(r"[0-9A-F]{16}", pair.key_id_hex)
    assert pair.key_id_hex == f"{int.from_bytes(pair.key_id, 'little'):016X}"

    comment, line, *rest = secret_path.read_text().split("\n")
    assert comment.startswith("untrusted comment: ") and "Jane Auditor" in comment
    blob = base64.b64decode(line)
    assert len(blob) == 158 and blob[:6] == b"EdScB2"
    assert int.from_bytes(blob[38:46], "little") == TEST_OPSLIMIT
    assert int.from_bytes(blob[46:54], "little") == TEST_MEMLIMIT
    stream = signing.derive_stream(PASSPHRASE, blob[6:38], TEST_OPSLIMIT, TEST_MEMLIMIT, None)
    plain = bytes(a ^ b for a, b in zip(blob[54:], stream))
    assert plain[:8] == pair.key_id and plain[8:72] == pair.secret_key
    assert plain[72:] == hashlib.blake2b(b"Ed" + pair.key_id + pair.secret_key, digest_size=32).digest()
    assert pair.secret_key[32:] == pair.public_key


def test_load_keys_back(keys, pair):
    secret_path, public_path = keys
    secret = load_secret_key(secret_path, PASSPHRASE)
    assert (secret.key_id, secret.secret_key, secret.owner) == (pair.key_id, pair.secret_key, "Jane Auditor")
    public = load_public_key(public_path)
    assert (public.key_id, public.public_key, public.owner) == (pair.key_id, pair.public_key, "Jane Auditor")
    assert load_public_key(public.base64()) == signing.PublicKey(pair.key_id, pair.public_key, None)
    assert load_public_key(str(public_path)) == public
    for text in (repr(pair), repr(secret)):
        assert pair.secret_key.hex() not in text and repr(pair.secret_key[:32]) not in text


def test_fingerprint(pair, keys):
    result = fingerprint(keys[1])
    assert result.key_id == pair.key_id_hex
    assert result.sha256 == hashlib.sha256(pair.public_key).hexdigest()
    assert fingerprint(pair.public().base64()) == result == fingerprint(pair)


def test_wrong_passphrase(keys):
    with pytest.raises(InputError, match="wrong passphrase") as error:
        load_secret_key(keys[0], "not the passphrase")
    assert str(keys[0]) in str(error.value) and "\n" not in str(error.value)


def test_secret_key_file_is_private(keys):
    if os.name != "posix":
        pytest.skip("file modes are POSIX")
    assert stat.S_IMODE(keys[0].stat().st_mode) == 0o600


def test_key_pair_is_not_replaced_without_force(tmp_path, keys, pair):
    secret_path, public_path = keys
    before = (secret_path.read_bytes(), public_path.read_bytes())
    other = generate_keypair("Jane Auditor", "another passphrase", **FAST)
    with pytest.raises(InputError, match="--force"):
        write_keypair(other, secret_path.parent)
    assert (secret_path.read_bytes(), public_path.read_bytes()) == before
    public_path.unlink()  # either file existing is enough to refuse
    with pytest.raises(InputError, match="already exists"):
        write_keypair(other, secret_path.parent)
    assert write_keypair(other, secret_path.parent, force=True) == (secret_path, public_path)
    assert load_secret_key(secret_path, "another passphrase").key_id == other.key_id
    if os.name == "posix":
        assert stat.S_IMODE(secret_path.stat().st_mode) == 0o600


def test_write_with_a_new_passphrase_reencrypts(tmp_path, pair):
    secret_path, _ = write_keypair(pair, tmp_path, "a different passphrase")
    assert load_secret_key(secret_path, "a different passphrase").secret_key == pair.secret_key
    with pytest.raises(InputError, match="wrong passphrase"):
        load_secret_key(secret_path, PASSPHRASE)


def test_secret_key_never_written_unencrypted(tmp_path, keys, pair, report):
    secret = load_secret_key(keys[0], PASSPHRASE)
    sign_file(report, secret, COMMENT)
    seed = pair.secret_key[:32]
    needles = [seed, pair.secret_key, seed.hex().encode(), seed.hex().upper().encode(), base64.b64encode(seed)]
    for path in tmp_path.rglob("*"):
        if not path.is_file() or path == report:
            continue
        content = path.read_bytes()
        decoded = []
        for line in content.split(b"\n"):
            try:
                decoded.append(base64.b64decode(line, validate=True))
            except ValueError:
                pass
        for blob in [content, *decoded]:
            assert not any(needle in blob for needle in needles), path
    assert not list(tmp_path.rglob("*.tmp"))


def test_bad_names_and_passphrases(tmp_path):
    with pytest.raises(InputError, match="empty"):
        generate_keypair("  ", PASSPHRASE, **FAST)
    with pytest.raises(InputError, match="control character"):
        generate_keypair("Jane\x1bDoe", PASSPHRASE, **FAST)
    assert generate_keypair(" Jane \n Doe ", PASSPHRASE, **FAST).name == "Jane Doe"  # whitespace is tidied
    with pytest.raises(InputError, match="passphrase is empty"):
        generate_keypair("Jane", "", **FAST)
    with pytest.raises(InputError, match="line break"):
        generate_keypair("Jane", "a\nb", **FAST)
    assert signing.key_file_stem("Jane Doe, Data Office / Ünit") == "jane-doe-data-office-nit"


def test_public_key_errors(tmp_path, keys):
    with pytest.raises(InputError, match="not found"):
        load_public_key(tmp_path / "missing.pub")
    junk = tmp_path / "junk.pub"
    junk.write_text("untrusted comment: hello\nnot base64 at all\n")
    with pytest.raises(InputError, match="not a minisign public key"):
        load_public_key(junk)
    with pytest.raises(InputError, match="is a secret key"):
        load_public_key(keys[0])
    with pytest.raises(InputError, match="is a public key"):
        load_secret_key(keys[1], PASSPHRASE)
    with pytest.raises(InputError, match="not a minisign public key"):
        load_public_key(base64.b64encode(b"Ed" + bytes(39)).decode())


# ------------------------------------------------------------------------------------------------ sign, verify

def test_round_trip(keys, report, pair):
    secret = load_secret_key(keys[0], PASSPHRASE)
    signature = sign_file(report, secret, COMMENT)
    assert signature == Path(str(report) + ".minisig")
    lines = signature.read_text().split("\n")
    assert lines[0] == "untrusted comment: signature from PrivDesk secret key"
    assert base64.b64decode(lines[1])[:10] == b"ED" + pair.key_id
    assert lines[2] == "trusted comment: " + "\t".join(f"{k}={v}" for k, v in COMMENT.items())
    assert len(base64.b64decode(lines[3])) == 64 and lines[4:] == [""]

    result = verify_file(report, keys[1])
    assert result.ok and result.reason == ""
    assert result.trusted == COMMENT
    assert result.trusted_comment == lines[2][len("trusted comment: "):]
    assert (result.key_id, result.trusted_key_id, result.prehashed) == (pair.key_id_hex, pair.key_id_hex, True)
    assert result.sha256 == sha256_file(report) == hashlib.sha256(report.read_bytes()).hexdigest()
    assert result.to_dict()["trusted"]["report_id"] == "R-2024-001"
    # a key pair, a public key object and the base64 text all work as the trusted key
    assert verify_file(report, pair.public().base64()).ok and verify_file(report, pair).ok


def test_signature_path_option(keys, report, tmp_path):
    elsewhere = tmp_path / "sigs" / "report.sig"
    assert sign_file(report, load_secret_key(keys[0], PASSPHRASE), COMMENT, signature_path=elsewhere) == elsewhere
    assert not Path(str(report) + ".minisig").exists()
    assert verify_file(report, keys[1], elsewhere).ok
    with pytest.raises(InputError, match="signature file not found"):
        verify_file(report, keys[1])


def test_tampered_file(keys, report):
    sign_file(report, load_secret_key(keys[0], PASSPHRASE), COMMENT)
    with open(report, "ab") as stream:
        stream.write(b"x")
    result = verify_file(report, keys[1])
    assert not result.ok and result.trusted == {}
    assert "file does not match its signature" in result.reason


def test_tampered_trusted_comment(keys, report):
    signature = sign_file(report, load_secret_key(keys[0], PASSPHRASE), COMMENT)
    signature.write_text(signature.read_text().replace("R-2024-001", "R-2024-002"))
    result = verify_file(report, keys[1])
    assert not result.ok and result.trusted == {}
    assert "trusted comment was changed" in result.reason


def test_tampered_signature_bytes(keys, report):
    signature = sign_file(report, load_secret_key(keys[0], PASSPHRASE), COMMENT)
    lines = signature.read_text().split("\n")
    blob = bytearray(base64.b64decode(lines[1]))
    blob[20] ^= 1
    lines[1] = base64.b64encode(bytes(blob)).decode()
    signature.write_text("\n".join(lines))
    assert "file does not match" in verify_file(report, keys[1]).reason


def test_wrong_key(keys, report, tmp_path):
    sign_file(report, load_secret_key(keys[0], PASSPHRASE), COMMENT)
    other = generate_keypair("Mallory", "mallory's passphrase", **FAST)
    result = verify_file(report, other.public())
    assert not result.ok
    assert result.reason == (f"signed with key {result.key_id}, but the trusted public key is "
                             f"{other.key_id_hex}")
    # same key id, other key: the signature itself fails
    impostor = signing.PublicKey(load_public_key(keys[1]).key_id, other.public_key)
    assert "file does not match" in verify_file(report, impostor).reason
    # a signature by the other key, claiming our key id, fails too
    forged = signing.SecretKey(load_public_key(keys[1]).key_id, other.secret_key)
    sign_file(report, forged, COMMENT)
    assert not verify_file(report, keys[1]).ok


def test_malformed_signature_files(keys, report):
    target = Path(str(report) + ".minisig")
    for text in ["", "hello\n", "untrusted comment: x\nAAAA\ntrusted comment: y\nAAAA\n",
                 "untrusted comment: x\n" + base64.b64encode(b"XX" + bytes(72)).decode()
                 + "\ntrusted comment: y\n" + base64.b64encode(bytes(64)).decode() + "\n"]:
        target.write_text(text)
        result = verify_file(report, keys[1])
        assert not result.ok and result.reason and "\n" not in result.reason


def test_missing_file(keys, tmp_path):
    with pytest.raises(InputError, match="file not found"):
        verify_file(tmp_path / "nothing.xlsx", keys[1])


def test_trusted_comment_rules():
    assert format_trusted_comment({"a": 1, "b": "x y", "c": None}) == "a=1\tb=x y\tc="
    with pytest.raises(InputError, match="tab"):
        format_trusted_comment({"signer": "Jane\tDoe"})
    with pytest.raises(InputError, match="key"):
        format_trusted_comment({"a=b": "x"})
    with pytest.raises(InputError, match="longer"):
        format_trusted_comment({"x": "y" * 9000})
    assert parse_trusted_comment("timestamp:1714557600\tfile:message.txt\thashed") == {
        "timestamp": "1714557600", "file": "message.txt", "hashed": ""}
    assert parse_trusted_comment("time=2024-05-01T12:00:00+02:00\turl=https://x") == {
        "time": "2024-05-01T12:00:00+02:00", "url": "https://x"}


def test_release_comment_signs_workbook_and_data(tmp_path, keys, report):
    data = tmp_path / "anonymized.csv"
    data.write_text("age,zip\n30-39,537**\n")
    project = tmp_path / "study.privdesk"
    project.write_text("{}")
    when = datetime(2024, 5, 1, 12, 0, tzinfo=timezone(timedelta(hours=2)))
    comment = release_comment("R-7", workbook=report, data=data, project=project, signer="Jane Auditor", time=when)
    assert list(comment) == ["report_id", "time", "sha256_workbook", "sha256_data", "sha256_project", "signer"]
    assert comment["time"] == "2024-05-01T12:00:00+02:00"
    assert comment["sha256_data"] == hashlib.sha256(data.read_bytes()).hexdigest()
    assert datetime.fromisoformat(release_comment("R", workbook=report, data=data, project=None,
                                                  signer="x")["time"]).tzinfo is not None
    secret = load_secret_key(keys[0], PASSPHRASE)
    for path, role in [(report, "sha256_workbook"), (data, "sha256_data")]:
        sign_file(path, secret, comment)
        result = verify_file(path, keys[1])
        assert result.ok and result.trusted == comment and result.role == role


def test_legacy_signature(keys, report, pair):
    """minisign -l (and minisign before 0.10) signs the whole file ("Ed"); minisign -V still accepts it."""
    secret = load_secret_key(keys[0], PASSPHRASE)
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    private = Ed25519PrivateKey.from_private_bytes(secret.secret_key[:32])
    signature = private.sign(report.read_bytes())
    comment = b"timestamp:0\tfile:report.xlsx"
    Path(str(report) + ".minisig").write_bytes(
        b"untrusted comment: legacy\n" + base64.b64encode(b"Ed" + pair.key_id + signature) + b"\n"
        + b"trusted comment: " + comment + b"\n" + base64.b64encode(private.sign(signature + comment)) + b"\n")
    result = verify_file(report, keys[1])
    assert result.ok and result.prehashed is False
    assert "legacy" in verify_file(report, keys[1], allow_legacy=False).reason


# ------------------------------------------------------------------------------------------------ known answers

def test_minisign_made_signatures_verify(tmp_path):
    """Signatures the minisign binary made (embedded above): prehashed and legacy, and what tampering does."""
    message = tmp_path / "message.txt"
    message.write_bytes(KAT_MESSAGE)
    public = tmp_path / "kat.pub"
    public.write_text(KAT_PUBLIC)
    (tmp_path / "prehashed.minisig").write_text(KAT_PREHASHED)
    (tmp_path / "legacy.minisig").write_text(KAT_LEGACY)
    result = verify_file(message, public, tmp_path / "prehashed.minisig")
    assert result.ok and result.prehashed and result.key_id == KAT_KEY_ID
    assert result.trusted == {"report_id": "KAT-1", "time": "2024-05-01T12:00:00+02:00", "signer": "minisign 0.11"}
    legacy = verify_file(message, public, tmp_path / "legacy.minisig")
    assert legacy.ok and legacy.prehashed is False and legacy.trusted["file"] == "message.txt"
    message.write_bytes(KAT_MESSAGE + b" ")
    assert not verify_file(message, public, tmp_path / "prehashed.minisig").ok


@pytest.mark.slow
def test_minisign_made_secret_key_signs_identically(tmp_path):
    """Decrypt minisign's own secret key (real limits: N = 2^20, 1 GiB, a few seconds) and sign the same message
    with the same trusted comment: Ed25519 is deterministic, so both signature lines equal minisign's."""
    key = tmp_path / "kat.key"
    key.write_text(KAT_SECRET)
    secret = load_secret_key(key, KAT_PASSPHRASE)
    assert signing.key_id_hex(secret.key_id) == KAT_KEY_ID
    assert secret.public() == load_public_key(KAT_PUBLIC.split("\n")[1])
    message = tmp_path / "message.txt"
    message.write_bytes(KAT_MESSAGE)
    signature = sign_file(message, secret, {"report_id": "KAT-1", "time": "2024-05-01T12:00:00+02:00",
                                            "signer": "minisign 0.11"})
    assert signature.read_text().split("\n")[1:] == KAT_PREHASHED.split("\n")[1:]


# ------------------------------------------------------------------------------------------------ minisign binary

@needs_minisign
def test_minisign_verifies_privdesk_signatures(keys, report, pair):
    sign_file(report, load_secret_key(keys[0], PASSPHRASE), COMMENT)
    done = run_minisign("-V", "-p", str(keys[1]), "-m", str(report))
    assert done.returncode == 0, done.stderr
    assert "Signature and comment signature verified" in done.stdout
    assert "Trusted comment: " + format_trusted_comment(COMMENT) in done.stdout
    assert run_minisign("-V", "-H", "-P", pair.public().base64(), "-m", str(report)).returncode == 0
    assert run_minisign("-VQ", "-p", str(keys[1]), "-m", str(report)).stdout.strip() == format_trusted_comment(
        COMMENT)
    signature = Path(str(report) + ".minisig")
    signature.write_text(signature.read_text().replace("R-2024-001", "R-2024-999"))
    done = run_minisign("-V", "-p", str(keys[1]), "-m", str(report))
    assert done.returncode != 0 and "Comment signature verification failed" in done.stderr


@needs_minisign
def test_privdesk_verifies_minisign_signatures(tmp_path, report):
    public, secret = tmp_path / "m.pub", tmp_path / "m.key"
    done = run_minisign("-G", "-W", "-p", str(public), "-s", str(secret))  # unencrypted: no slow KDF here
    assert done.returncode == 0, done.stderr
    comment = format_trusted_comment(COMMENT)
    done = run_minisign("-S", "-s", str(secret), "-m", str(report), "-t", comment)
    assert done.returncode == 0, done.stderr
    result = verify_file(report, public)
    assert result.ok and result.prehashed and result.trusted == COMMENT
    # minisign 0.11 writes the key id without leading zeros, 0.12 pads it to 16 digits as PrivDesk does
    assert int(result.key_id, 16) == int(public.read_text().split("\n")[0].rsplit(" ", 1)[1], 16)
    done = run_minisign("-S", "-l", "-s", str(secret), "-m", str(report))  # legacy format, default comment
    assert done.returncode == 0, done.stderr
    legacy = verify_file(report, public)
    assert legacy.ok and legacy.prehashed is False and legacy.trusted["file"] == report.name
    # minisign's unencrypted secret key loads too, and PrivDesk signatures with it verify with minisign
    sign_file(report, load_secret_key(secret, None), COMMENT)
    assert run_minisign("-V", "-p", str(public), "-m", str(report)).returncode == 0


@needs_minisign
def test_minisign_signs_with_privdesk_secret_key(keys, report, pair):
    secret_path, public_path = keys
    done = run_minisign("-S", "-s", str(secret_path), "-m", str(report), "-t", "signed by minisign",
                        stdin=PASSPHRASE + "\n")
    assert done.returncode == 0, done.stdout + done.stderr
    result = verify_file(report, public_path)
    assert result.ok and result.key_id == pair.key_id_hex and result.trusted_comment == "signed by minisign"
    assert run_minisign("-V", "-p", str(public_path), "-m", str(report)).returncode == 0
    done = run_minisign("-S", "-s", str(secret_path), "-m", str(report), stdin="wrong passphrase\n")
    assert done.returncode != 0 and "Wrong password" in done.stderr
    # minisign -R rebuilds the public key from PrivDesk's secret key: same key id and key
    rebuilt = secret_path.parent / "rebuilt.pub"
    done = run_minisign("-R", "-s", str(secret_path), "-p", str(rebuilt), stdin=PASSPHRASE + "\n")
    assert done.returncode == 0, done.stderr
    assert load_public_key(rebuilt) == signing.PublicKey(pair.key_id, pair.public_key, None)


def test_the_signed_comment_takes_the_records_hash_of_the_release_it_names(tmp_path, keys, report):
    """write_signed_report passes the SHA-256 the record took of the staged release instead of hashing the file
    again: only when the record names that file; the comment then equals the one hashed from the file."""
    from privdesk.app.anonymize import recorded_sha256

    data = tmp_path / "anonymized.parquet"
    data.write_bytes(b"PAR1 rows")
    digest = hashlib.sha256(data.read_bytes()).hexdigest()
    named = {"files": {"released": {"path": str(data), "sha256": digest}}}
    assert recorded_sha256(named, "anonymized.parquet") == digest
    assert recorded_sha256({"files": {"released": {"path": "anonymized.parquet", "sha256": digest}}},
                           "anonymized.parquet") == digest  # the out-of-core record names the file alone
    assert recorded_sha256(named, "anonymized.csv") is None
    assert recorded_sha256({"files": {}}, "anonymized.parquet") is None
    when = datetime(2024, 5, 1, 12, 0, tzinfo=timezone(timedelta(0)))
    assert release_comment("R", workbook=report, data=data, project=None, signer="x", time=when,
                           data_sha256=recorded_sha256(named, data.name)) == \
        release_comment("R", workbook=report, data=data, project=None, signer="x", time=when)
