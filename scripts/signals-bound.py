#!/usr/bin/env python3
"""How much better than `expert`'s reading could any reading of Shadow House's public record be?

Reads the table `arena signals --game shadow-house ... --features FILE` writes (one row per
candidate of each question "who holds the Culprit", all public or the asker's own), fits a boosted
tree ensemble on the even deals with every column, and scores it on the odd deals against the facts
belief and `expert`'s reading, each renormalised over a question's candidates. It fits again on a
quarter and a half of the even deals, to show how the gain grows with data, and once without each
group of columns, to show where it comes from. Needs numpy and scikit-learn.

    scripts/signals-bound.py FILE
"""
import sys

import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier

GROUPS = {
    "hand sizes": ["hand", "asker_hand", "candidates"],
    "the facts' flags": ["alibi_if_culprit", "culprit_or_accomplice", "known_cards",
                         "accomplice", "handcuffs", "servant", "housekeeper"],
    "cards played": "played_",
    "the last play": ["last_card", "last_hand", "mixes_since_last"],
    "cards aimed at": "aimed_",
}


def main(path):
    with open(path) as f:
        names = f.readline().strip().split(",")
    data = np.loadtxt(path, delimiter=",", skiprows=1)
    col = {n: data[:, i] for i, n in enumerate(names)}
    held = col["held"]
    question = col["game"] * 100_000 + col["ply"]
    odd = col["deal"] % 2 == 1
    features = [n for n in names if n not in ("deal", "game", "ply", "asker", "seat", "held")]

    order = np.argsort(question[odd], kind="stable")
    groups = np.split(order, np.flatnonzero(np.diff(question[odd][order])) + 1)

    def brier(chances):
        chances = chances.copy()
        for g in groups:
            chances[g] /= max(chances[g].sum(), 1e-12)
        return np.mean((chances - held[odd]) ** 2)

    def fitted(columns, train):
        x = np.column_stack([col[c] for c in columns]
                            + [np.log(np.clip(col["facts"], 1e-6, 1)),
                               np.log(np.clip(col["read"], 1e-6, 1))])
        model = HistGradientBoostingClassifier(max_iter=600, learning_rate=0.03,
                                               max_leaf_nodes=15, min_samples_leaf=100,
                                               l2_regularization=1.0)
        model.fit(x[train], held[train])
        return brier(model.predict_proba(x[odd])[:, 1])

    facts, read = brier(col["facts"][odd]), brier(col["read"][odd])
    print(f"{int(odd.sum())} candidates in {len(groups)} questions on "
          f"{len(np.unique(col['deal'][odd]))} odd deals; Brier per candidate")
    print(f"  facts belief                    {facts:.5f}")
    print(f"  expert's reading (CULPRIT_READ) {read:.5f}  ({1 - read / facts:.3f} below the facts)")
    even_deals = np.unique(col["deal"][~odd])
    for share in (0.25, 0.5, 1.0):
        train = np.isin(col["deal"], even_deals[: int(len(even_deals) * share)])
        b = fitted(features, train)
        print(f"  trees, every column, {int(len(even_deals) * share):>5} even deals "
              f"{b:.5f}  ({1 - b / read:.3f} below the reading)")
    for name, group in GROUPS.items():
        left = [c for c in features
                if not (c.startswith(group) if isinstance(group, str) else c in group)]
        b = fitted(left, ~odd)
        print(f"  trees without {name:<18} {b:.5f}  ({1 - b / read:.3f} below the reading)")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
