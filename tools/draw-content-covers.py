#!/usr/bin/env python3
"""Draws the cover illustrations of the customer stories and inspiration-hub articles.

Each cover is a flat editorial scene in the palette of its collection: a wall with an arch or
panels, a lit display cabinet, and the collection's products drawn as simple shapes. No text
(the covers serve both languages). Run: python3 tools/draw-content-covers.py
"""
import math
import os
import random

ROOT = os.path.join(os.path.dirname(__file__), '..', 'public', 'images')
W, H = 1600, 1000
PAPER, CREAM, INK = '#fbf8f4', '#f4eee6', '#1f1a17'
PALETTES = {
    'bakery': ('#F2E1DA', '#B5655A'),
    'icecream': ('#DCEBE3', '#4F8A6E'),
    'wine': ('#EADADF', '#7A2638'),
    'meat': ('#E9DDD3', '#8C4A3A'),
    'chocolate': ('#E4D5C7', '#5B3A29'),
    'green': ('#DDE9DF', '#3F7A58'),
}


def products(kind, x0, x1, base, accent, rnd):
    """The collection's goods on a shelf from x0 to x1 standing on y=base."""
    out = []
    if kind == 'bakery':
        for x in range(x0 + 40, x1 - 40, 150):
            h = rnd.choice([54, 66, 78])
            out.append(f'<rect x="{x}" y="{base-h}" width="110" height="{h}" rx="8" fill="{PAPER}"/>')
            out.append(f'<rect x="{x}" y="{base-h}" width="110" height="{h*0.3:.0f}" rx="8" fill="{accent}" opacity=".85"/>')
            for i in range(4):
                out.append(f'<circle cx="{x+14+i*27}" cy="{base-h-6}" r="7" fill="{PAPER}" stroke="{accent}" stroke-width="2"/>')
    elif kind == 'icecream':
        for x in range(x0 + 30, x1 - 60, 130):
            c = rnd.choice(['#f6e7b8', '#f2c9c0', '#cfe6d6', '#e9d6c2', '#d9c3e6'])
            out.append(f'<rect x="{x}" y="{base-40}" width="110" height="40" rx="4" fill="#e9eef0"/>')
            out.append(f'<path d="M{x+4} {base-40}q24-46 52-30q30-30 50 30z" fill="{c}"/>')
            out.append(f'<circle cx="{x+78}" cy="{base-58}" r="6" fill="{accent}" opacity=".7"/>')
    elif kind == 'wine':
        for x in range(x0 + 30, x1 - 30, 58):
            c = rnd.choice(['#3a1119', '#5c1a27', '#7a2638', '#2f3b1f', '#d9c27a'])
            out.append(f'<rect x="{x}" y="{base-120}" width="30" height="92" rx="8" fill="{c}"/>')
            out.append(f'<rect x="{x+9}" y="{base-150}" width="12" height="34" rx="4" fill="{c}"/>')
            out.append(f'<rect x="{x+4}" y="{base-96}" width="22" height="26" rx="2" fill="{PAPER}" opacity=".85"/>')
    elif kind == 'meat':
        for x in range(x0 + 40, x1 - 140, 190):
            out.append(f'<path d="M{x} {base-20}c0-70 40-110 90-100s70 50 60 100z" fill="{accent}"/>')
            out.append(f'<path d="M{x+22} {base-40}c10-40 40-60 70-52" stroke="#f3e3d8" stroke-width="6" fill="none" opacity=".8"/>')
            out.append(f'<rect x="{x-6}" y="{base-20}" width="162" height="20" rx="4" fill="#f7efe6"/>')
    elif kind == 'chocolate':
        for x in range(x0 + 30, x1 - 40, 70):
            for row in range(2):
                c = rnd.choice(['#3b2417', '#5b3a29', '#7a5237', '#c89f7a'])
                out.append(f'<rect x="{x}" y="{base-34-row*38}" width="46" height="30" rx="9" fill="{c}"/>')
                out.append(f'<path d="M{x+8} {base-24-row*38}q15-8 30 0" stroke="#e4c9a6" stroke-width="2" fill="none" opacity=".7"/>')
    else:  # green: leaves
        for x in range(x0 + 60, x1 - 60, 120):
            out.append(f'<path d="M{x} {base}c-40-60 0-120 50-130c10 60-10 110-50 130z" fill="{accent}" opacity=".8"/>')
    return out


def cover(path, kind, seed, variant):
    rnd = random.Random(seed)
    tint, accent = PALETTES[kind]
    p = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}" role="img">']
    p.append('<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3d6" stop-opacity=".95"/>'
             '<stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></linearGradient>'
             f'<linearGradient id="w" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{CREAM}"/><stop offset="1" stop-color="{tint}"/></linearGradient></defs>')
    p.append(f'<rect width="{W}" height="{H}" fill="url(#w)"/>')
    # Wall motif: arches, panels or a window grid, so that covers differ at a glance.
    if variant == 0:
        for cx in (420, 800, 1180):
            p.append(f'<path d="M{cx-150} 700V330a150 150 0 0 1 300 0v370z" fill="{tint}" opacity=".9"/>')
    elif variant == 1:
        for x in range(120, 1500, 230):
            p.append(f'<rect x="{x}" y="120" width="180" height="560" rx="4" fill="{tint}" opacity=".75"/>')
    else:
        p.append(f'<rect x="260" y="110" width="1080" height="520" rx="6" fill="{PAPER}" opacity=".7"/>')
        for x in range(260, 1341, 216):
            p.append(f'<line x1="{x}" y1="110" x2="{x}" y2="630" stroke="{accent}" stroke-width="4" opacity=".25"/>')
        p.append(f'<circle cx="1160" cy="250" r="70" fill="#f4c96b" opacity=".55"/>')
    # Pendant lights.
    for x in rnd.sample([360, 560, 800, 1040, 1240], 3):
        p.append(f'<line x1="{x}" y1="0" x2="{x}" y2="120" stroke="{INK}" stroke-width="2"/>')
        p.append(f'<path d="M{x-36} 150a36 36 0 0 1 72 0z" fill="{INK}"/>')
    # Floor.
    p.append(f'<rect y="700" width="{W}" height="300" fill="{accent}" opacity=".18"/>')
    p.append(f'<rect y="700" width="{W}" height="6" fill="{accent}" opacity=".25"/>')
    # Cabinet: body, deck, glass, LED glow, shelf and goods.
    x0, x1 = 230, 1370
    p.append(f'<ellipse cx="800" cy="930" rx="620" ry="26" fill="{INK}" opacity=".14"/>')
    p.append(f'<rect x="{x0}" y="720" width="{x1-x0}" height="200" rx="8" fill="{accent}"/>')
    for x in range(x0 + 60, x1, 140):
        p.append(f'<line x1="{x}" y1="750" x2="{x}" y2="900" stroke="{INK}" stroke-width="3" opacity=".18"/>')
    p.append(f'<rect x="{x0+10}" y="690" width="{x1-x0-20}" height="32" fill="{PAPER}"/>')
    p.append(f'<path d="M{x0+20} 690V500q0-60 60-70l{x1-x0-140} -4q50 4 50 64v200z" fill="#ffffff" fill-opacity=".35" stroke="#ffffff" stroke-width="4"/>')
    p.append(f'<rect x="{x0+70}" y="440" width="{x1-x0-150}" height="9" rx="4" fill="#fff1cf"/>')
    p.append(f'<rect x="{x0+70}" y="449" width="{x1-x0-150}" height="110" fill="url(#g)" opacity=".8"/>')
    p.append(f'<rect x="{x0+70}" y="566" width="{x1-x0-150}" height="6" rx="3" fill="#ffffff"/>')
    p.extend(products(kind, x0 + 70, x1 - 80, 566, accent, rnd))
    p.extend(products(kind, x0 + 70, x1 - 80, 688, accent, random.Random(seed + 1)))
    p.append(f'<path d="M{x0+160} 470l-70 170" stroke="#fff" stroke-width="9" opacity=".3" stroke-linecap="round"/>')
    p.append(f'<path d="M{x1-230} 470l-50 120" stroke="#fff" stroke-width="6" opacity=".25" stroke-linecap="round"/>')
    p.append('</svg>')
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(''.join(p))


COVERS = [
    ('stories/bellavista-milan.svg', 'bakery', 0),
    ('stories/gelateria-del-porto-genoa.svg', 'icecream', 1),
    ('stories/enoteca-san-frediano-florence.svg', 'wine', 0),
    ('stories/macelleria-ferri-bologna.svg', 'meat', 2),
    ('articles/lighting-a-pastry-counter.svg', 'bakery', 2),
    ('articles/gelato-at-minus-fourteen.svg', 'icecream', 0),
    ('articles/wine-service-temperatures.svg', 'wine', 1),
    ('articles/dry-ageing-in-the-shop-window.svg', 'meat', 0),
    ('articles/chocolate-and-humidity.svg', 'chocolate', 1),
    ('articles/r290-natural-refrigerant.svg', 'green', 2),
]

if __name__ == '__main__':
    for i, (name, kind, variant) in enumerate(COVERS):
        cover(os.path.join(ROOT, name), kind, 1000 + i, variant)
        print('wrote', name)
