from pathlib import Path


def save(name: str, text: str) -> None:
    _write(Path("notes") / name, text)


def _write(path: Path, text: str) -> None:
    path.write_text(text)
