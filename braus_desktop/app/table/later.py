"""A part of the table made the first time it is asked for, its module loaded then.

The first frame is the bare felt: it draws with none of the parts that show, move or
take a deal (``pack``, ``overlays``, ``marks``, ``input``, ``motion``), and loading their
modules before it made the cold start slower. The first deal, a click or a key makes
them, after that frame.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class MadeWhenAsked(Generic[T]):
    """A table's attribute holding ``module``'s ``name`` made for the table (``name(view)``),
    made at the first read; set, it holds what it is given."""

    def __init__(self, module: str, name: str) -> None:
        self.module, self.name = module, name
        self.attr = ""

    def __set_name__(self, owner: type, attr: str) -> None:
        self.attr = attr

    @overload
    def __get__(self, view: None, owner: type | None = None) -> MadeWhenAsked[T]: ...

    @overload
    def __get__(self, view: object, owner: type | None = None) -> T: ...

    def __get__(self, view: Any, owner: type | None = None) -> Any:
        if view is None:
            return self
        made = view.__dict__.get(self.attr)
        if made is None:
            made = getattr(import_module(self.module, __package__), self.name)(view)
            view.__dict__[self.attr] = made
        return made

    def __set__(self, view: Any, value: T) -> None:
        view.__dict__[self.attr] = value

    def made(self, view: Any) -> bool:
        """Whether ``view``'s part has been made yet."""
        return view.__dict__.get(self.attr) is not None
