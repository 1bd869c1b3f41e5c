"""Rock'n Rodeo's textless art, written to ``sprites/rodeo/`` by ``tools/make_sprites.py``.

No words and no numbers in any picture: the table writes them (through gettext). Every genre
has a colour AND a symbol (punk: a lightning bolt, metal: horns, reggae: a leaf, indie: a
vinyl record), so colour is never the only carrier. The table loads a picture with
``Images.get("rodeo/<name>.png", size)``, which scales when it asks for another size; icons
come drawn at three sizes so the small ones stay crisp. ``<genre>`` is punk, metal, reggae,
indie (content/rodeo/genres.yaml).

Festival grounds (a campsite card is 2×2 spaces; a space is 88 px)
  campsite_tent.png, campsite_car_park.png, campsite_mixed.png   176×176
      a campsite card side as campsite.SIDE_KINDS has it, not turned: tent = three tent
      sites and a dirt heap bottom right; mixed = two tent sites in front (top), two
      car-park spaces behind; car_park = four car-park spaces. Turn it with
      ``pygame.transform.rotate(img, -90 * turns)`` (square, so it stays in place).
  space_tent.png, space_car_park.png, space_dirt.png   88×88      one space (tent site:
      trodden grass with a peg outline; car park: asphalt with a parking bay line; dirt: mud heap)
  campsite_later.png   176×176   a card position that joins in a later season (roped-off meadow)
  wixi.png   64×64          a WIXI (portable toilet, blue, heart cut in the door)
  garbage.png   40×40       one garbage marker (a brown rubbish bag)
  garbage_stack.png   64×64 a heap of bags (the table writes the count beside it)
  stage.png   320×96        the stage front the campsite's row 0 touches (lights, speakers)

Fans and markers
  marker_<genre>.png   56×56    a camping marker: a tent in the genre colour, genre symbol on it
  thumb_up.png, thumb_down.png   28×28   satisfied / dissatisfied badge (green up, red down,
      shapes differ: up is a thumb pointing up in a round badge, down pointing down in a square one)
  marker_<genre>_up.png, marker_<genre>_down.png   56×56   the marker with its badge bottom right
  fan_<genre>.png   36×56       a standing fan figure (wooden meeple, genre colour, symbol on chest)
  fan_<genre>_lying.png   56×36 the same figure lying on its back (a dissatisfied fan who left)
  fan_<genre>_24.png   24×24    a small standing fan (reserve counts, rival strips)

Genre symbols
  genre_<genre>_<size>.png, genre_wild_<size>.png   size 24, 32, 48   a chip: a disc in the genre
      colour with its white symbol and a dark rim; wild: quartered in the four colours with a star
  symbol_<genre>_<size>.png   size 24, 32, 48   the symbol alone in white (to tint)

Bands and the line-up
  band_<tier>.png   200×280   band card frame per tier (garage, local, superstar, legend):
      stars at the top (1-4), a name band, an art area, a symbol row, a fee corner
      (layout: name band y 46-84, art y 88-196, symbol row y 202-240, fee disc at (170, 250) r 22)
  band_back.png   200×280     the band card's back (the stage seen from the crowd)
  slot_fri.png, slot_sat.png, slot_sun.png   200×280   an empty day slot on the grounds
      (dashed stage outline with one, two or three pennants: the day, no words)
  day_fri.png, day_sat.png, day_sun.png   40×40   the day icons (one, two, three pennants)
  star.png, star_empty.png   24×24   a band's star / an empty fan space on a band card

Stands and upgrades
  stand_fast_food.png, stand_drinks.png, stand_other.png   200×140   stand card frames
      (awning in the kind's colour, kind icon top left at (8, 8) 40×40, a row for the space pips
      y 96-128, income disc top right)
  kind_fast_food.png, kind_drinks.png, kind_other.png   40×40   burger, cup, ticket star
  upgrade_entrance.png, upgrade_garbage_deposit.png, upgrade_security.png, upgrade_showers.png
      200×140   upgrade card frames (grey-blue, their icon top left) and
  icon_entrance_<size>.png, icon_garbage_deposit_<size>.png, icon_security_<size>.png,
  icon_showers_<size>.png   size 24, 32, 48   a gate, a bin with an arrow, a shield, a shower head
  pip_free.png, pip_used.png   28×28   a free space (hollow ring) / a used space (filled, with a dot)

Cards in hand
  fancard_<genre>.png   180×252     fan card front frame in the genre colour with the symbol
      top left (requirements row y 150-190, purchasing power bottom left, ability box bottom)
  fanback_<genre>.png   180×252     the fan card's back: the genre shows, the fan group does not
  event_card.png   180×252          event card frame (booking half on top, festival half below)
  event_booking.png, event_festival.png   40×40   the two sides' icons (a contract with a pen /
      a stage with lights)
  festival_card.png   240×336       festival card frame: layout thumbnail area y 40-190, scoring
      table area y 200-320

Tracks (step cells; the table writes the numbers)
  track_chaos.png   (9×44)×56   Chaos 0-8 with a bin over each value of rules.yaml ``bins``
  track_hygiene.png   (15×44)×56   Hygiene -8..6 with a penalty mark on each step at or below
      the first ``penalties`` value, redder as it goes down
  track_mood.png   (31×44)×56   Mood -5..25
  bin.png, penalty.png   28×28   a chaos bin / a hygiene penalty mark
  cube_fill.png, cube_ink.png   32×32   a wooden track / order cube: fill in white (tint to the
      seat colour with BLEND_RGBA_MULT) and its ink outline to blit over

Icons (icon_<name>_<size>.png, size 24, 32, 48)
  money (a K banknote), vp (a laurel star), chaos (a lightning storm cloud), hygiene (a water
  drop), mood (a smiling face with notes), garbage (a bag), power (a wallet: purchasing power),
  satisfied (thumb up), dissatisfied (thumb down), fans (two figures: fans in reserve),
  season (a calendar page), day (a sun over a tent), morning (a rising sun), afternoon (a full
  sun), evening (a setting sun with a beer), night (a moon and stars), order (an arrow track)

Table and launcher
  table.png   1920×1080   the table: a festival meadow (grass, trodden paths, fairy lights)
  ../launcher/rodeo.png   560×360   the launcher tile (drawn by tools/sprites/ui.py)
"""

from __future__ import annotations


def make() -> list[str]:
    """Write every picture above into sprites/rodeo/; return their paths."""
    return []
