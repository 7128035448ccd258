"""Every single-byte change of a small signed file, and of its signature file, is detected."""

from __future__ import annotations

from privdesk.signing.signatures import TEST_MEMLIMIT, TEST_OPSLIMIT, generate_keypair, sign_file, verify_file


def test_every_byte_of_file_and_signature_matters(tmp_path):
    pair = generate_keypair("Ward 3", "correct horse", opslimit=TEST_OPSLIMIT, memlimit=TEST_MEMLIMIT)
    data = tmp_path / "release.csv"
    content = b"zip,age,disease\n4767*,<=40,flu\n4767*,<=40,ulcer\n"
    data.write_bytes(content)
    signature = sign_file(data, pair, {"report_id": "r1", "sha256_data": "x"})
    assert verify_file(data, pair.public()).ok
    for position in range(len(content)):
        changed = bytearray(content)
        changed[position] ^= 0x01
        data.write_bytes(bytes(changed))
        assert not verify_file(data, pair.public()).ok, position
    data.write_bytes(content)
    original_signature = signature.read_bytes()
    lines = original_signature.split(b"\n")
    # the signature line, the trusted comment and the global signature: change each byte that carries meaning
    start = len(lines[0]) + 1
    alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    for position in range(start, len(original_signature) - 1):
        changed = bytearray(original_signature)
        if changed[position] in b"\n=":
            continue
        if changed[position] in alphabet:  # flip the highest of the six bits: padding bits never hide it
            changed[position] = alphabet[alphabet.index(changed[position]) ^ 32]
        else:
            changed[position] ^= 0x01
        signature.write_bytes(bytes(changed))
        assert not verify_file(data, pair.public()).ok, position
