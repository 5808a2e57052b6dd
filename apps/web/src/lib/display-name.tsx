import { Fragment } from 'react';

/**
 * Where a username may break: between its words and before its number ("Nimble|Cougar|570"),
 * never inside one of them.
 */
export function nameParts(name: string): string[] {
  return name.split(/(?<=[a-z])(?=[A-Z0-9])|(?<=_)/).filter(Boolean);
}

/**
 * A member's name that wraps only at its own word boundaries (never "NimbleCougar57 / 0"),
 * with the full text also in `title` for a pointer.
 */
export function DisplayName({ name }: { name: string }) {
  return (
    <span title={name} style={{ overflowWrap: 'normal', wordBreak: 'keep-all' }}>
      {nameParts(name).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
