#!/usr/bin/env python3
"""Synthesise all sound effects for Open Air into ``sounds/``.

Pure standard library (``wave``, ``struct``, ``math``, ``random``): every
sound is built from sine oscillators, filtered noise and a Karplus-Strong
plucked string.  The random generator is seeded, so the output is
deterministic.  Files are 16-bit mono 44100 Hz WAV, peak-normalised, with
short fades at both ends to avoid clicks.

Run from the repository root::

    python tools/make_sounds.py
"""

from __future__ import annotations

import math
import os
import random
import struct
import sys
import wave

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "sounds")

SR = 44100
TAU = 2 * math.pi


# --------------------------------------------------------------------------
# building blocks (signals are plain lists of floats)
# --------------------------------------------------------------------------


def silence(seconds):
    return [0.0] * int(round(seconds * SR))


def n_of(seconds):
    return int(round(seconds * SR))


def mix_into(dst, src, at=0.0, gain=1.0):
    """Add *src* into *dst* starting at *at* seconds (extends *dst*)."""
    start = n_of(at)
    need = start + len(src)
    if need > len(dst):
        dst.extend([0.0] * (need - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain
    return dst


def note_freq(name):
    """'A4' -> 440.0; supports sharps like 'C#5'."""
    names = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semi = names[name[0]]
    rest = name[1:]
    if rest.startswith("#"):
        semi += 1
        rest = rest[1:]
    elif rest.startswith("b"):
        semi -= 1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2 ** ((semi + (octave - 4) * 12) / 12)


def exp_env(n, tau, attack=0.002):
    """Fast linear attack then exponential decay with time-constant *tau*."""
    a = max(1, n_of(attack))
    out = []
    for i in range(n):
        t = i / SR
        e = math.exp(-t / tau)
        if i < a:
            e *= i / a
        out.append(e)
    return out


def tone(freq, seconds, partials=((1.0, 1.0, 1.0),), tau=0.3, attack=0.002,
         glide=0.0, vibrato=0.0, phase_seed=None):
    """Additive tone: partials = (ratio, amplitude, decay multiplier).

    *glide* bends the pitch exponentially (e.g. -0.5 -> ends half an octave
    lower).  *vibrato* is the depth in semitones at 5.5 Hz.
    """
    n = n_of(seconds)
    out = [0.0] * n
    for ratio, amp, dmul in partials:
        ph = 0.0
        a = max(1, n_of(attack))
        for i in range(n):
            t = i / SR
            f = freq * ratio * (2 ** (glide * t / seconds))
            if vibrato:
                f *= 2 ** (vibrato * math.sin(TAU * 5.5 * t) * min(1.0, t * 3) / 12)
            ph += TAU * f / SR
            e = math.exp(-t / (tau * dmul))
            if i < a:
                e *= i / a
            out[i] += amp * e * math.sin(ph)
    return out


def noise(seconds, rng):
    return [rng.uniform(-1, 1) for _ in range(n_of(seconds))]


def _biquad_coeffs(mode, fc, q):
    """RBJ audio-EQ-cookbook biquad coefficients (normalised by a0)."""
    w0 = TAU * min(fc, SR * 0.45) / SR
    cw, sw = math.cos(w0), math.sin(w0)
    alpha = sw / (2 * q)
    if mode == "band":      # constant 0 dB peak gain
        b0, b1, b2 = alpha, 0.0, -alpha
    elif mode == "low":
        b0 = b2 = (1 - cw) / 2
        b1 = 1 - cw
    else:                   # high
        b0 = b2 = (1 + cw) / 2
        b1 = -(1 + cw)
    a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
    return b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0


def svf(x, cutoff, q=0.7, mode="band"):
    """Resonant filter (RBJ biquad).  *cutoff* may be a number or a
    function of the time in seconds (for sweeps; coefficients are updated
    every 16 samples)."""
    fixed = not callable(cutoff)
    co = _biquad_coeffs(mode, cutoff, q) if fixed else None
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for i, v in enumerate(x):
        if not fixed and i % 16 == 0:
            co = _biquad_coeffs(mode, cutoff(i / SR), q)
        b0, b1, b2, a1, a2 = co
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, v
        y2, y1 = y1, y
        out.append(y)
    return out


def svf2(x, cutoff, q=0.7, mode="band"):
    """Two cascaded filters for a steeper slope."""
    return svf(svf(x, cutoff, q, mode), cutoff, q, mode)


def lowpass1(x, cutoff):
    a = 1 - math.exp(-TAU * cutoff / SR)
    y = 0.0
    out = []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def highpass1(x, cutoff):
    lp = lowpass1(x, cutoff)
    return [a - b for a, b in zip(x, lp, strict=False)]


def apply_env(x, env):
    return [a * b for a, b in zip(x, env, strict=False)]


def shape_env(n, points):
    """Piecewise-linear envelope; points = [(t_fraction, level), ...]."""
    out = []
    for i in range(n):
        t = i / max(1, n - 1)
        for (t0, l0), (t1, l1) in zip(points, points[1:], strict=False):
            if t <= t1:
                out.append(l0 + (l1 - l0) * (t - t0) / max(1e-9, t1 - t0))
                break
        else:
            out.append(points[-1][1])
    return out


def pluck(freq, seconds, rng, decay=0.996, bright=0.5):
    """Karplus-Strong plucked string."""
    period = max(2, int(round(SR / freq)))
    buf = [rng.uniform(-1, 1) for _ in range(period)]
    # soften the initial excitation (less brightness -> warmer)
    for _ in range(int((1 - bright) * 4)):
        buf = [(buf[i] + buf[i - 1]) * 0.5 for i in range(period)]
    out = []
    idx = 0
    for _ in range(n_of(seconds)):
        v = buf[idx]
        nxt = buf[(idx + 1) % period]
        buf[idx] = decay * 0.5 * (v + nxt)
        out.append(v)
        idx = (idx + 1) % period
    # remove DC
    return highpass1(out, 30)


def marimba(freq, seconds, tau=0.25):
    return tone(freq, seconds, partials=((1.0, 1.0, 1.0), (3.93, 0.35, 0.18),
                                         (9.2, 0.08, 0.08)), tau=tau, attack=0.001)


def bell(freq, seconds, tau=0.6):
    return tone(freq, seconds, partials=((1.0, 1.0, 1.0), (2.0, 0.45, 0.6),
                                         (2.76, 0.35, 0.45), (5.4, 0.15, 0.25),
                                         (8.93, 0.06, 0.15)), tau=tau, attack=0.004)


def brass(freq, seconds, attack=0.03, release=0.12, vibrato=0.0):
    """Soft brass-like tone: harmonics 1/n, slight lowpass, ADSR."""
    n = n_of(seconds)
    parts = tuple((k, 1.0 / k ** 1.3, 1000.0) for k in range(1, 8))
    x = tone(freq, seconds, partials=parts, tau=1000.0, attack=attack, vibrato=vibrato)
    env = []
    r = n_of(release)
    for i in range(n):
        e = 1.0
        if i > n - r:
            e = (n - i) / r
        e *= 0.85 + 0.15 * math.exp(-i / SR / 0.08)
        env.append(e)
    return lowpass1(apply_env(x, env), 4200)


def finish(x, peak=0.89, fade_in=0.002, fade_out=0.012):
    """Peak-normalise and apply short fades."""
    m = max((abs(v) for v in x), default=0.0) or 1.0
    g = peak / m
    n = len(x)
    fi, fo = max(1, n_of(fade_in)), max(1, n_of(fade_out))
    out = []
    for i, v in enumerate(x):
        e = 1.0
        if i < fi:
            e *= i / fi
        if i >= n - fo:
            e *= (n - 1 - i) / fo
        out.append(v * g * e)
    return out


def write_wav(name, x):
    path = os.path.join(OUT, name)
    os.makedirs(OUT, exist_ok=True)
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in x)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(frames)
    return path


# --------------------------------------------------------------------------
# the sounds
# --------------------------------------------------------------------------


def s_click(rng):
    body = tone(1750, 0.04, partials=((1, 1, 1), (2.4, 0.4, 0.5)), tau=0.009, attack=0.0005)
    tick = apply_env(highpass1(noise(0.04, rng), 3000), exp_env(n_of(0.04), 0.002, 0.0002))
    mix_into(body, tick, gain=0.5)
    return finish(body, peak=0.55)


def s_hover(rng):
    x = tone(2600, 0.022, tau=0.004, attack=0.0008)
    return finish(x, peak=0.16, fade_out=0.006)


def s_card_draw(rng):
    d = 0.16
    x = noise(d, rng)
    x = svf2(x, lambda t: 1800 + 3800 * (t / d), q=0.9)
    env = shape_env(len(x), [(0, 0), (0.35, 1.0), (0.7, 0.55), (1, 0)])
    x = apply_env(x, env)
    return finish(x, peak=0.5)


def s_card_place(rng):
    d = 0.16
    thump = tone(150, d, tau=0.035, glide=-1.2, attack=0.001)
    snap = apply_env(svf(noise(d, rng), 3200, q=1.5), exp_env(n_of(d), 0.006, 0.0005))
    x = [0.0] * n_of(d)
    mix_into(x, thump, gain=1.0)
    mix_into(x, snap, at=0.004, gain=0.55)
    return finish(x, peak=0.6)


def riffle(rng, seconds=0.14, rate=180.0):
    """Cards flicking past a thumb: a dense train of tiny noise ticks."""
    x = [0.0] * n_of(seconds)
    t = 0.0
    while t < seconds:
        click = apply_env(noise(0.006, rng), exp_env(n_of(0.006), 0.0012, 0.0002))
        prog = t / seconds
        mix_into(x, click, at=t, gain=0.4 + 0.6 * math.sin(math.pi * prog))
        t += 1.0 / (rate * (0.8 + 0.4 * rng.random()))
    return svf2(x, 3500, q=0.8)


def s_shuffle(rng):
    x = silence(0.72)
    for at, dur in ((0.0, 0.15), (0.18, 0.14), (0.35, 0.15), (0.53, 0.16)):
        mix_into(x, riffle(rng, dur, rate=rng.uniform(170, 220)), at=at)
        # the bridge: a soft brush as the halves fall together
        brush = apply_env(svf(noise(0.05, rng), 1500, q=0.8),
                          shape_env(n_of(0.05), [(0, 0), (0.3, 1), (1, 0)]))
        mix_into(x, brush, at=at + dur - 0.02, gain=0.35)
    return finish(x[:n_of(0.72)], peak=0.55)


def s_band_formed(rng):
    x = silence(0.65)
    for i, nm in enumerate(("C5", "E5", "G5")):
        f = note_freq(nm)
        m = marimba(f, 0.65 - i * 0.07, tau=0.22)
        p = pluck(f, 0.65 - i * 0.07, rng, decay=0.995, bright=0.6)
        mix_into(x, m, at=i * 0.07, gain=0.8)
        mix_into(x, p, at=i * 0.07, gain=0.35)
    # final octave on top, soft
    mix_into(x, marimba(note_freq("C6"), 0.4, tau=0.18), at=0.21, gain=0.35)
    return finish(x[:n_of(0.65)], peak=0.8, fade_out=0.05)


def s_crossover(rng):
    x = silence(0.75)
    seq = ("A5", "C#6", "E6", "A6", "E6", "A6")
    for i, nm in enumerate(seq):
        f = note_freq(nm)
        p = pluck(f, 0.5, rng, decay=0.997, bright=1.0)
        b = bell(f, 0.5, tau=0.2)
        mix_into(x, p, at=i * 0.055, gain=0.55)
        mix_into(x, b, at=i * 0.055, gain=0.35)
    return finish(x[:n_of(0.75)], peak=0.75, fade_out=0.08)


def s_bonus(rng):
    x = silence(0.65)
    scale = [note_freq(n) for n in ("E6", "G6", "A6", "B6", "D7", "E7", "G7")]
    t = 0.0
    k = 0
    while t < 0.42:
        detune = rng.choice((1.0, 1.0, 2.0 ** (8 / 1200)))
        f = scale[min(len(scale) - 1, int(k / 2.2) % len(scale))] * detune
        ping = tone(f, 0.22, partials=((1, 1, 1), (2.01, 0.3, 0.5)), tau=0.05, attack=0.001)
        mix_into(x, ping, at=t, gain=0.5 + 0.5 * rng.random())
        t += rng.uniform(0.022, 0.05)
        k += 1
    shimmer = apply_env(svf(noise(0.5, rng), 6500, q=2.0), shape_env(n_of(0.5), [(0, 0), (0.4, 1), (1, 0)]))
    mix_into(x, shimmer, at=0.05, gain=0.12)
    return finish(x[:n_of(0.65)], peak=0.6, fade_out=0.06)


def snare_hit(rng, gain=1.0, d=0.09):
    body = tone(190, d, tau=0.025, glide=-0.3)
    sn = apply_env(svf2(noise(d, rng), 2600, q=0.6), exp_env(n_of(d), 0.03, 0.0008))
    return [(a * 0.6 + b) * gain for a, b in zip(body, sn, strict=False)]


def s_casting_end(rng):
    x = silence(1.25)
    # accelerating, crescendo drum roll
    t, interval = 0.0, 0.075
    while t < 0.78:
        prog = t / 0.78
        mix_into(x, snare_hit(rng, 0.25 + 0.55 * prog, d=0.07), at=t)
        t += interval
        interval = max(0.028, interval * 0.93)
    # final hit: kick + snare + cymbal wash
    kick = tone(110, 0.4, tau=0.12, glide=-1.0, attack=0.001)
    mix_into(x, kick, at=0.8, gain=1.0)
    mix_into(x, snare_hit(rng, 1.0, d=0.15), at=0.8)
    cym = noise(0.45, rng)
    cym = highpass1(svf(cym, 6000, q=0.6), 3000)
    cym = apply_env(cym, exp_env(len(cym), 0.16, 0.001))
    mix_into(x, cym, at=0.8, gain=1.2)
    return finish(x[:n_of(1.25)], peak=0.8, fade_out=0.1)


def s_win(rng):
    x = silence(1.55)
    # ta-ta-ta-taaa: G4 C5 E5 then a held C major chord up top
    lead = (("G4", 0.0, 0.13), ("C5", 0.14, 0.13), ("E5", 0.28, 0.13), ("G5", 0.42, 0.18),
            ("E5", 0.62, 0.12), ("G5", 0.75, 0.75))
    for nm, at, d in lead:
        mix_into(x, brass(note_freq(nm), d, vibrato=0.12 if d > 0.5 else 0.0), at=at,
                 gain=0.45 if d > 0.5 else 0.6)
    for nm in ("C5", "E5", "C4"):
        mix_into(x, brass(note_freq(nm), 0.75, attack=0.06), at=0.75, gain=0.11)
    # a little sparkle and a soft cymbal at the end
    for i, nm in enumerate(("C7", "E7", "G7", "C8")):
        mix_into(x, tone(note_freq(nm), 0.25, tau=0.06), at=0.78 + i * 0.05, gain=0.08)
    cym = apply_env(highpass1(noise(0.7, rng), 4000), exp_env(n_of(0.7), 0.25, 0.002))
    mix_into(x, cym, at=0.75, gain=0.08)
    return finish(x[:n_of(1.55)], peak=0.72, fade_out=0.15)


def s_error(rng):
    x = tone(200, 0.26, partials=((1, 1, 1), (2.0, 0.25, 0.4), (3.0, 0.08, 0.3)),
             tau=0.07, glide=-0.6, attack=0.003)
    x = lowpass1(x, 1800)
    y = silence(0.26)
    mix_into(y, x)
    mix_into(y, tone(150, 0.2, tau=0.06, glide=-0.5, attack=0.003), at=0.06, gain=0.6)
    return finish(y[:n_of(0.26)], peak=0.42, fade_out=0.03)


def s_turn(rng):
    x = silence(0.9)
    mix_into(x, bell(note_freq("E6"), 0.9, tau=0.35), gain=0.7)
    mix_into(x, bell(note_freq("B5"), 0.75, tau=0.3), at=0.14, gain=0.55)
    return finish(lowpass1(x[:n_of(0.9)], 6000), peak=0.45, fade_out=0.1)


def s_tile_place(rng):
    d = 0.14
    wood = tone(620, d, partials=((1, 1, 1), (2.6, 0.5, 0.5), (4.1, 0.25, 0.3)), tau=0.02, attack=0.0005)
    thud = tone(140, d, tau=0.03, glide=-0.7, attack=0.001)
    tap = apply_env(svf(noise(d, rng), 2200, q=1.0), exp_env(n_of(d), 0.004, 0.0003))
    x = [0.0] * n_of(d)
    mix_into(x, wood, gain=0.55)
    mix_into(x, thud, gain=0.9)
    mix_into(x, tap, gain=0.35)
    return finish(x, peak=0.6)


def s_discard(rng):
    d = 0.26
    sw = svf2(noise(d, rng), lambda t: 4200 - 3000 * (t / d), q=1.0)
    sw = apply_env(sw, shape_env(len(sw), [(0, 0), (0.25, 1), (0.7, 0.5), (1, 0)]))
    x = [0.0] * n_of(d)
    mix_into(x, sw, gain=1.0)
    mix_into(x, tone(120, 0.08, tau=0.025, glide=-0.5), at=d - 0.085, gain=0.5)
    return finish(x[:n_of(d)], peak=0.5, fade_out=0.02)


# ---- Camp Roskilde -------------------------------------------------------


def osc(freq_at, seconds, partials=((1, 1.0),), phase=0.0):
    """Oscillator whose frequency is a function of time (seconds).
    *partials* = (harmonic number, amplitude); all share one phase."""
    n = n_of(seconds)
    out = [0.0] * n
    ph = phase
    for i in range(n):
        ph += TAU * freq_at(i / SR) / SR
        v = 0.0
        for k, a in partials:
            v += a * math.sin(k * ph)
        out[i] = v
    return out


def s_tile_move(rng):
    d = 0.3
    # air: band-passed noise whose centre swoops up and falls back as the tile passes
    def centre(t):
        u = min(1.0, t / d)
        return 500 + 3000 * math.sin(math.pi * u ** 0.8) ** 2
    air = svf2(noise(d, rng), centre, q=1.6)
    air = apply_env(air, shape_env(len(air), [(0, 0), (0.4, 1.0), (0.75, 0.45), (1, 0)]))
    # cardboard friction underneath: low noise with a fast grain
    rub = lowpass1(noise(d, rng), 600)
    rub = apply_env(rub, [e * (0.7 + 0.3 * math.sin(TAU * 38 * i / SR))
                          for i, e in enumerate(shape_env(n_of(d), [(0, 0), (0.3, 1.0), (0.8, 0.6), (1, 0)]))])
    x = [0.0] * n_of(d)
    mix_into(x, air, gain=1.0)
    mix_into(x, rub, gain=0.8)
    return finish(x, peak=0.5, fade_out=0.03)


def metal_tick(rng, freqs, tau, noise_gain=0.6, d=0.06):
    x = [0.0] * n_of(d)
    for f, a in freqs:
        mix_into(x, tone(f, d, tau=tau, attack=0.0003), gain=a)
    nb = apply_env(highpass1(noise(d, rng), 2500), exp_env(n_of(d), 0.003, 0.0002))
    mix_into(x, nb, gain=noise_gain)
    return x


def s_lock(rng):
    d = 0.26
    x = [0.0] * n_of(d)
    # click: the shackle snaps in (small and bright)
    mix_into(x, metal_tick(rng, ((3150, 1.0), (5230, 0.6), (7400, 0.25)), 0.012), at=0.0, gain=1.1)
    # clack: the bolt drops home (heavier, lower, with the body ringing)
    mix_into(x, metal_tick(rng, ((1180, 1.0), (2630, 0.7), (4100, 0.3)), 0.03, noise_gain=0.9, d=0.16),
             at=0.085, gain=1.0)
    mix_into(x, tone(180, 0.08, tau=0.02, glide=-0.6), at=0.085, gain=0.5)
    return finish(x[:n_of(d)], peak=0.6, fade_out=0.03)


def bloop(f0, f1, d, tau):
    """A bubble: a sine that sweeps up fast and dies away."""
    x = osc(lambda t: f0 * (f1 / f0) ** min(1.0, t / (d * 0.6)), d)
    return apply_env(x, exp_env(len(x), tau, 0.002))


def s_puke(rng):
    d = 0.46
    x = [0.0] * n_of(d)

    # the blorp: a low gulp that drops in pitch while a resonant filter opens
    # ("bl-or") and shuts again ("-p")
    def f_blorp(t):
        base = 250 * 2 ** (-1.3 * min(t, 0.24) / 0.24)
        if t > 0.24:
            base *= 2 ** (1.2 * (t - 0.24) / 0.08)
        return base * (1 + 0.06 * math.sin(TAU * 24 * t))

    def wah(t):
        if t < 0.07:
            return 350 + 1250 * t / 0.07
        return max(260.0, 1600 - 1300 * (t - 0.07) / 0.22)

    b = osc(f_blorp, 0.32, partials=((1, 1.0), (2, 0.7), (3, 0.5), (4, 0.35), (5, 0.2)))
    b = svf(b, wah, q=3.0, mode="low")
    b = apply_env(b, shape_env(len(b), [(0, 0), (0.06, 1.0), (0.75, 0.9), (1, 0)]))
    mix_into(x, b, gain=1.0 / (max(abs(v) for v in b) or 1.0))
    # wet little bubbles popping afterwards
    for at, f0, f1, g in ((0.24, 380, 900, 0.9), (0.32, 520, 1300, 0.7), (0.38, 300, 760, 0.8)):
        mix_into(x, bloop(f0, f1, 0.07, 0.025), at=at, gain=g)
    return finish(x[:n_of(d)], peak=0.6, fade_out=0.04)


def s_party(rng):
    d = 0.72
    x = [0.0] * n_of(d)
    # party horn: a buzzy reed that kicks up in pitch and rattles
    saw = tuple((k, 1.0 / k) for k in range(1, 14))

    def f_horn(t):
        return (330 + 150 * min(1.0, t / 0.06)) * (1 + 0.012 * math.sin(TAU * 17 * t))

    horn = osc(f_horn, 0.46, partials=saw)
    horn = lowpass1(svf(horn, 1900, q=0.9, mode="low"), 5200)
    horn = apply_env(horn, shape_env(len(horn), [(0, 0), (0.04, 1.0), (0.82, 0.85), (1, 0)]))
    # paper curl rattle
    rattle = apply_env(svf(noise(0.46, rng), 3800, q=1.2),
                       [0.5 + 0.5 * math.sin(TAU * 31 * i / SR) for i in range(n_of(0.46))])
    rattle = apply_env(rattle, shape_env(len(rattle), [(0, 0), (0.1, 1.0), (0.85, 0.7), (1, 0)]))
    mix_into(x, horn, gain=1.0)
    mix_into(x, rattle, gain=0.25)
    # a quick "yay": a few voices gliding up through an open vowel, plus breath
    for i in range(5):
        f = rng.uniform(240, 420)
        at = 0.12 + i * 0.025 + rng.uniform(0, 0.03)
        v = voice(rng, f, 0.5, up=0.35)
        mix_into(x, v, at=at, gain=0.22)
    breath = svf(noise(0.55, rng), 1400, q=0.8)
    breath = apply_env(breath, shape_env(len(breath), [(0, 0), (0.35, 1.0), (1, 0)]))
    mix_into(x, breath, at=0.15, gain=0.35)
    return finish(x[:n_of(d)], peak=0.62, fade_out=0.08)


def voice(rng, f, d, up=0.3, vowel=(750, 1250, 2600)):
    """A shouting voice: a buzzy tone gliding up, through vowel formants."""
    vib = rng.uniform(5.0, 7.0)
    ph0 = rng.uniform(0, TAU)
    src = osc(lambda t: f * 2 ** (up * min(1.0, t / (d * 0.5))) * (1 + 0.02 * math.sin(TAU * vib * t)), d,
              partials=((1, 1.0), (2, 0.6), (3, 0.4), (4, 0.28), (5, 0.2), (6, 0.12), (7, 0.08)), phase=ph0)
    out = [0.0] * len(src)
    for fc, g in zip(vowel, (1.0, 0.6, 0.25), strict=False):
        mix_into(out, svf(src, fc, q=4.0), gain=g)
    return apply_env(out, shape_env(len(out), [(0, 0), (0.12, 1.0), (0.6, 0.8), (1, 0)]))


def s_chaos(rng):
    d = 0.62
    # slide whistle falling with a drunken wobble that grows
    def f_whistle(t):
        u = t / d
        wob = (0.6 + 2.4 * u) * math.sin(TAU * 6.5 * t)
        return 1500 * 2 ** (-2.0 * u ** 1.2 + wob / 12)
    w = osc(f_whistle, d, partials=((1, 1.0), (2, 0.12), (3, 0.05)))
    # breathy air following the pitch
    air = svf(noise(d, rng), lambda t: f_whistle(t), q=6.0)
    x = [0.0] * n_of(d)
    mix_into(x, w, gain=1.0)
    mix_into(x, air, gain=0.9)
    x = apply_env(x, shape_env(len(x), [(0, 0), (0.05, 1.0), (0.7, 0.85), (1, 0)]))
    return finish(x, peak=0.45, fade_out=0.06)


def s_game_end(rng):
    d = 1.5
    n = n_of(d)
    x = [0.0] * n
    swell = shape_env(n, [(0, 0), (0.55, 1.0), (0.75, 0.9), (1, 0)])
    # the crowd roar: noise through vowel formants, slowly modulated
    for fc, q, g in ((520, 1.2, 0.3), (1100, 1.4, 0.24), (2400, 1.6, 0.1)):
        band = svf(noise(d, rng), fc, q=q)
        ph = rng.uniform(0, TAU)
        band = [v * (0.75 + 0.25 * math.sin(TAU * 1.7 * i / SR + ph)) for i, v in enumerate(band)]
        mix_into(x, apply_env(band, swell), gain=g)
    # individual shouts ("hey!", "woo!") rising out of it, more of them as it swells
    vowels = ((750, 1250, 2600), (600, 1000, 2500), (300, 2300, 3000), (450, 850, 2600), (350, 700, 2500))
    for i in range(22):
        at = 0.08 + 0.8 * (i / 22) ** 0.8 + rng.uniform(-0.05, 0.05)
        dd = rng.uniform(0.3, 0.55)
        v = voice(rng, rng.uniform(190, 480), dd, up=rng.uniform(0.25, 0.7), vowel=rng.choice(vowels))
        mix_into(x, v, at=at, gain=rng.uniform(0.1, 0.18) * (0.5 + swell[min(n - 1, n_of(at + dd / 2))]))
    # a couple of whistles
    for at in (0.55, 0.82):
        f0 = rng.uniform(1900, 2300)
        wd = 0.32
        wh = osc(lambda t, f0=f0: f0 * (1 + 0.25 * min(1.0, t / 0.08)) * (1 - 0.3 * max(0.0, t - 0.2)), wd)
        wh = apply_env(wh, shape_env(len(wh), [(0, 0), (0.1, 1.0), (0.7, 0.8), (1, 0)]))
        mix_into(x, wh, at=at, gain=0.09)
    # applause: many short hand claps, thickening with the swell
    t = 0.1
    while t < d - 0.05:
        clap = apply_env(svf(noise(0.02, rng), rng.uniform(1200, 2600), q=1.2),
                         exp_env(n_of(0.02), 0.004, 0.0004))
        lvl = swell[min(n - 1, n_of(t))]
        mix_into(x, clap, at=t, gain=0.5 * lvl)
        t += rng.uniform(0.004, 0.02) / (0.25 + lvl)
    x = x[:n]
    return finish(lowpass1(highpass1(x, 90), 6500), peak=0.7, fade_in=0.02, fade_out=0.2)


# Rock'n Rodeo ------------------------------------------------------------


def s_zip(rng):
    """A tent zip pulled shut: a fast train of tiny teeth ticks rising in pitch, then a tug."""
    d = 0.3
    x = [0.0] * n_of(d)
    t, k = 0.0, 0
    while t < 0.22:
        u = t / 0.22
        tick = apply_env(svf(noise(0.006, rng), 2200 + 2600 * u, q=2.0), exp_env(n_of(0.006), 0.0012, 0.0002))
        mix_into(x, tick, at=t, gain=0.6 + 0.4 * math.sin(math.pi * u))
        t += 0.0042 + 0.0016 * math.sin(k * 1.7) ** 2
        k += 1
    mix_into(x, tone(160, 0.06, tau=0.018, glide=-0.5), at=0.225, gain=0.15)
    return finish(x[:n_of(d)], peak=0.45, fade_out=0.02)


def s_cash(rng):
    """Coins dropped into a cash box and the drawer's bell: ka-ching."""
    d = 0.7
    x = [0.0] * n_of(d)
    for i, at in enumerate((0.0, 0.035, 0.06, 0.1)):
        f = rng.uniform(3800, 5200)
        mix_into(x, metal_tick(rng, ((f, 1.0), (f * 1.52, 0.5), (f * 2.1, 0.3)), 0.02, 0.4, d=0.08),
                 at=at, gain=0.5 - i * 0.06)
    mix_into(x, tone(130, 0.08, tau=0.02, glide=-0.4), at=0.12, gain=0.35)
    for nm, at in (("E6", 0.14), ("A6", 0.2)):
        mix_into(x, bell(note_freq(nm), 0.5, tau=0.22), at=at, gain=0.45)
    return finish(x[:n_of(d)], peak=0.5, fade_out=0.08)


def s_garbage(rng):
    """A full rubbish bag lands: a soft low thud and a plastic crinkle."""
    d = 0.34
    x = [0.0] * n_of(d)
    mix_into(x, tone(95, 0.22, partials=((1, 1, 1), (2.3, 0.3, 0.5)), tau=0.05, glide=-0.8, attack=0.002),
             gain=1.0)
    crinkle = [v * (1.0 if rng.random() < 0.18 else 0.15) for v in noise(0.26, rng)]
    crinkle = svf(highpass1(crinkle, 1800), 4200, q=0.8)
    crinkle = apply_env(crinkle, shape_env(len(crinkle), [(0, 0), (0.05, 1.0), (0.4, 0.5), (1, 0)]))
    mix_into(x, crinkle, at=0.01, gain=1.2)
    return finish(x[:n_of(d)], peak=0.55, fade_out=0.04)


def s_bin_tip(rng):
    """A metal bin tips over: a clang, the lid rattling round and settling."""
    d = 0.9
    x = [0.0] * n_of(d)
    mix_into(x, metal_tick(rng, ((420, 1.0), (1130, 0.7), (1870, 0.5), (2950, 0.3)), 0.12, 0.8, d=0.5), gain=1.0)
    mix_into(x, tone(110, 0.2, tau=0.05, glide=-0.6), gain=0.5)
    t, gap, g = 0.16, 0.09, 0.55
    while t < 0.8 and g > 0.05:
        f = rng.uniform(1500, 2100)
        mix_into(x, metal_tick(rng, ((f, 1.0), (f * 1.41, 0.5)), 0.025, 0.5, d=0.07), at=t, gain=g)
        t += gap
        gap *= 0.8
        g *= 0.86
    return finish(x[:n_of(d)], peak=0.55, fade_out=0.1)


def s_fanfare(rng):
    """The season is over: a short rodeo fanfare (brass and a twangy guitar), a cymbal."""
    d = 1.3
    x = silence(d)
    lead = (("D5", 0.0, 0.11), ("D5", 0.12, 0.11), ("G5", 0.24, 0.2), ("B5", 0.46, 0.14), ("D6", 0.62, 0.6))
    for nm, at, dd in lead:
        mix_into(x, brass(note_freq(nm), dd, vibrato=0.15 if dd > 0.5 else 0.0), at=at, gain=0.5)
    for nm in ("G4", "B4", "D5"):
        mix_into(x, brass(note_freq(nm), 0.6, attack=0.05), at=0.62, gain=0.12)
    for i, nm in enumerate(("G3", "D4", "G4", "B4")):
        mix_into(x, pluck(note_freq(nm), 0.65, rng, decay=0.997, bright=0.8), at=0.62 + i * 0.018, gain=0.22)
    cym = apply_env(highpass1(noise(0.6, rng), 4500), exp_env(n_of(0.6), 0.22, 0.002))
    mix_into(x, cym, at=0.62, gain=0.1)
    return finish(x[:n_of(d)], peak=0.7, fade_out=0.15)


SOUNDS = [
    ("click.wav", s_click), ("hover.wav", s_hover), ("card_draw.wav", s_card_draw),
    ("card_place.wav", s_card_place), ("shuffle.wav", s_shuffle),
    ("band_formed.wav", s_band_formed), ("crossover.wav", s_crossover),
    ("bonus.wav", s_bonus), ("casting_end.wav", s_casting_end), ("win.wav", s_win),
    ("error.wav", s_error), ("turn.wav", s_turn), ("tile_place.wav", s_tile_place),
    ("discard.wav", s_discard),
    # Camp Roskilde (appended, so the older sounds keep their seeds)
    ("tile_move.wav", s_tile_move), ("lock.wav", s_lock), ("puke.wav", s_puke),
    ("party.wav", s_party), ("chaos.wav", s_chaos), ("game_end.wav", s_game_end),
    # Rock'n Rodeo: a camping marker pitched, money in, a garbage marker, a chaos bin, the season's end
    ("zip.wav", s_zip), ("cash.wav", s_cash), ("garbage.wav", s_garbage), ("bin_tip.wav", s_bin_tip),
    ("fanfare.wav", s_fanfare),
]


def main(argv=None):
    total = 0
    for i, (name, fn) in enumerate(SOUNDS):
        rng = random.Random(1000 + i)
        x = fn(rng)
        path = write_wav(name, x)
        sz = os.path.getsize(path)
        total += sz
        print(f"sounds/{name:18s} {len(x) / SR * 1000:6.0f} ms {sz:8d} bytes")
    print(f"{len(SOUNDS)} files, {total / 1024:.1f} KiB total")
    return 0


if __name__ == "__main__":
    sys.exit(main())
