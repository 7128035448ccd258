"""Signing from the command line: keygen (a minisign key pair), verify (a file against its signature) and the
secret key of ``--key`` that signs a report."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from privdesk.cli.output import EXIT_NOT_MET, EXIT_OK, print_json
from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError


def open_secret_key(args: argparse.Namespace):
    """The secret key of --key, opened with the passphrase from the environment or a prompt."""
    if not getattr(args, "key", None):
        return None
    import getpass

    from privdesk.signing.signatures import PASSPHRASE_ENV, load_secret_key

    passphrase = os.environ.get(PASSPHRASE_ENV)
    if passphrase is None:
        if not sys.stdin.isatty():
            raise InputError(_("no passphrase for the secret key: set {variable} or run in a terminal").format(
                variable=PASSPHRASE_ENV))
        passphrase = getpass.getpass(_("Passphrase of the secret key: "))
    return load_secret_key(args.key, passphrase)


def run_keygen(args: argparse.Namespace) -> int:
    import os

    from privdesk.signing.signatures import PASSPHRASE_ENV, fingerprint, generate_keypair, keypair_paths, write_keypair

    if args.out is not None:
        folder = Path(args.out)
    else:
        from platformdirs import user_config_dir

        folder = Path(user_config_dir("PrivDesk")) / "keys"
    if not args.force:
        for path in keypair_paths(folder, args.name):
            if path.exists():
                raise InputError(_("already exists; use --force to replace the key pair"), path=path)
    passphrase = os.environ.get(PASSPHRASE_ENV)
    if passphrase is None:
        passphrase = _ask_new_passphrase(PASSPHRASE_ENV)
    elif not passphrase:
        raise InputError(_("the environment variable {variable} is empty").format(variable=PASSPHRASE_ENV))
    keypair = generate_keypair(args.name, passphrase)
    secret_path, public_path = write_keypair(keypair, folder, force=args.force)
    key_print = fingerprint(keypair)
    summary = {"name": keypair.name, "key_id": key_print.key_id, "public_key_sha256": key_print.sha256,
               "public_key": keypair.public().base64(), "secret_key_file": str(secret_path),
               "public_key_file": str(public_path)}
    if args.json:
        print_json(summary)
        return EXIT_OK
    print(_("secret key: {path} (encrypted; keep it private)").format(path=secret_path))
    print(_("public key: {path} (give it to auditors)").format(path=public_path))
    print(_("key id {key_id}, public key SHA-256 {sha256}").format(key_id=key_print.key_id, sha256=key_print.sha256))
    print(_("verify with: privdesk verify FILE --pubkey {path}   or   minisign -Vm FILE -P {key}").format(
        path=public_path, key=summary["public_key"]))
    return EXIT_OK


def _ask_new_passphrase(variable: str) -> str:
    import getpass

    if not sys.stdin.isatty():
        raise InputError(_("no passphrase: set the environment variable {variable} or run in a terminal").format(
            variable=variable))
    first = getpass.getpass(_("Passphrase for the new secret key: "))
    if not first:
        raise InputError(_("the passphrase is empty"))
    if getpass.getpass(_("Passphrase again: ")) != first:
        raise InputError(_("the two passphrases differ"))
    return first


def run_verify(args: argparse.Namespace) -> int:
    from privdesk.signing.signatures import verify_file

    result = verify_file(args.file, args.key, args.signature)
    if args.json:
        print_json(result.to_dict())
    elif result.ok:
        print(_("verified: {file} is signed by key {key_id} (signature {signature})").format(
            file=result.file, key_id=result.key_id, signature=result.signature_file))
        for name, value in result.trusted.items():
            print("  " + _("{name}: {value}").format(name=name, value=value))
        text = _("sha256 of the file: {sha256} (matches {role})") if result.role else _("sha256 of the file: {sha256}")
        print("  " + text.format(sha256=result.sha256, role=result.role))
    else:
        print("privdesk: " + _("{file}: signature does not verify: {reason}").format(file=result.file,
                                                                                   reason=result.reason),
              file=sys.stderr)
    return EXIT_OK if result.ok else EXIT_NOT_MET
