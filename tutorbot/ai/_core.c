/* The compiled core of level 5's search: one round's rules, the
 * learned linear evaluation, the greedy playout policy, TD(lambda) self-play
 * training and a determinized PUCT tree search.
 *
 * The Python engine stays the referee: tests/ai/test_core.py plays random
 * rounds move by move in both and compares the legal moves, the states and
 * the scored results.  `tutorbot/ai/core.py`
 * is the only Python module that talks to this one; it owns the flat state
 * layout described at `read_state`.
 *
 * Cards are 0..5 goods (diamond, gold, silver, cloth, spice, leather) and 6
 * the camel, as in `tutorbot.engine.cards`.  The deck's END is its top.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NG 6           /* goods */
#define CAMEL 6
#define NT 7           /* card types */
#define HAND_LIMIT 7
#define MAX_DECK 55
#define MAX_PILE 9
#define MAX_BONUS 7
#define MAX_MOVES 2048
/* Where each base feature sits in x (and its weight in w's first half; w's
 * second half weighs the same feature times the round's progress, at NF +
 * the same index).  `features` lays them out in this order, and the
 * incremental parts (`good_part`, `global_part`, `market_part`) read the
 * weights by these names, so the two agree by construction. */
#define F_RUPEES 0        /* banked rupee margin */
#define F_TURN 1          /* whose turn it is */
#define F_HAND 2          /* good g held c times: F_HAND + 7 g + c - 1 (42 indicators) */
#define F_SALE 44         /* what each hand sells for now */
#define F_BONUS 45        /* the bonus tokens each hand would expect */
#define F_HERD 46         /* camels, the difference */
#define F_MAJORITY 47     /* who holds more camels */
#define F_GOODS_WON 48    /* goods tokens won */
#define F_BONUS_WON 49    /* bonus tokens won */
#define F_HAND_SIZE 50    /* cards in hand */
#define F_MARKET 51       /* the market's first feature: good g at F_MARKET + g */
#define F_MARKET_CAMELS 57
#define F_MARKET_GOODS 58
#define NF 59             /* base features; each also times the round's progress */
_Static_assert(F_HAND + NG * HAND_LIMIT == F_SALE, "a hand indicator per good and count");
_Static_assert(F_MARKET + NG == F_MARKET_CAMELS && F_MARKET_GOODS + 1 == NF, "the market last");
#define NW (2 * NF)

static const int COPIES[NT] = {6, 6, 6, 8, 8, 10, 11};
static const int TOKENS[NG][MAX_PILE] = {
    {7, 7, 5, 5, 5}, {6, 6, 5, 5, 5}, {5, 5, 5, 5, 5},
    {5, 3, 3, 2, 2, 1, 1}, {5, 3, 3, 2, 2, 1, 1}, {4, 3, 2, 1, 1, 1, 1, 1, 1}};
static const int NTOKENS[NG] = {5, 5, 5, 7, 7, 9};
static const int BONUS[3][MAX_BONUS] = {
    {3, 3, 2, 2, 2, 1, 1}, {6, 6, 5, 5, 4, 4}, {10, 10, 9, 8, 8}};
static const int NBONUS[3] = {7, 6, 5};

typedef struct {
    int8_t hand[2][NG];
    int8_t herd[2];
    int8_t market[NT];
    int8_t deck[MAX_DECK];
    int8_t deck_len;
    int8_t pile[NG][MAX_PILE]; /* tokens left, top first */
    int8_t npile[NG];
    int8_t bonus[3][MAX_BONUS];
    int8_t nbonus[3];
    int16_t rupees[2];      /* goods and bonus tokens won (no camel token) */
    int8_t bcount[2], gcount[2];
    int8_t to_move, over;
} State;

typedef struct {
    int8_t kind; /* 0 take, 1 camels, 2 exchange, 3 sell */
    int8_t good, number;
    int8_t taken[NT], given[NT];
} Move;

/* ------------------------------------------------------------------ rng */
typedef struct { uint64_t s; } Rng;
static inline uint64_t rng_next(Rng *r) {
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static inline int rng_below(Rng *r, int n) { return (int)(rng_next(r) % (uint64_t)n); }
static inline double rng_unit(Rng *r) { return (rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }

/* ---------------------------------------------------------------- rules */
static inline int hand_size(const State *s, int p) {
    int n = 0;
    for (int g = 0; g < NG; g++) n += s->hand[p][g];
    return n;
}

static void refill(State *s, int n) {
    for (int i = 0; i < n; i++) {
        if (s->deck_len == 0) { s->over = 1; return; }
        s->market[s->deck[--s->deck_len]]++;
    }
}

static void sell(State *s, int p, int good, int n) {
    s->hand[p][good] -= n;
    int got = n < s->npile[good] ? n : s->npile[good];
    if (got > 0) {
        int sum = 0;
        for (int i = 0; i < got; i++) sum += s->pile[good][i];
        memmove(s->pile[good], s->pile[good] + got, (size_t)(s->npile[good] - got));
        s->npile[good] -= got;
        s->rupees[p] += sum;
        s->gcount[p] += got;
    }
    if (n >= 3) {
        int b = (n >= 5 ? 5 : n) - 3;
        if (s->nbonus[b] > 0) {
            s->rupees[p] += s->bonus[b][0];
            memmove(s->bonus[b], s->bonus[b] + 1, (size_t)(s->nbonus[b] - 1));
            s->nbonus[b]--;
            s->bcount[p]++;
        }
    }
    int empty = 0;
    for (int g = 0; g < NG; g++) empty += s->npile[g] == 0;
    if (empty >= 3) s->over = 1;
}

static void apply(State *s, const Move *m) {
    int p = s->to_move;
    switch (m->kind) {
    case 0:
        s->hand[p][m->good]++;
        s->market[m->good]--;
        refill(s, 1);
        break;
    case 1: {
        int n = s->market[CAMEL];
        s->herd[p] += n;
        s->market[CAMEL] = 0;
        refill(s, n);
        break;
    }
    case 2:
        for (int c = 0; c < NG; c++) {
            s->hand[p][c] += m->taken[c] - m->given[c];
            s->market[c] += m->given[c] - m->taken[c];
        }
        s->herd[p] -= m->given[CAMEL];
        s->market[CAMEL] += m->given[CAMEL];
        break;
    default:
        sell(s, p, m->good, m->number);
    }
    if (!s->over) s->to_move = 1 - p;
}

/* Every sub-multiset of `avail` (goods only) of 1..limit cards, appended to out. */
typedef struct { int8_t c[NT]; int8_t size; int8_t mask; } Sub;
static int submultisets(const int8_t *avail, int ntypes, int limit, Sub *out) {
    int n = 1;
    memset(&out[0], 0, sizeof(Sub));
    for (int card = 0; card < ntypes; card++) {
        int a = avail[card];
        if (!a) continue;
        int base = n;
        for (int i = 0; i < base; i++) {
            for (int k = 1; k <= a && out[i].size + k <= limit; k++) {
                out[n] = out[i];
                out[n].c[card] = (int8_t)k;
                out[n].size = (int8_t)(out[i].size + k);
                out[n].mask = (int8_t)(out[i].mask | (1 << card));
                n++;
            }
        }
    }
    return n; /* out[0] is the empty one */
}

static int legal_moves(const State *s, Move *out) {
    int n = 0, p = s->to_move;
    if (s->over) return 0;
    int size = hand_size(s, p);
    const int8_t *hand = s->hand[p];
    for (int g = 0; g < NG; g++) {
        if (s->market[g] && size + 1 <= HAND_LIMIT) {
            memset(&out[n], 0, sizeof(Move));
            out[n].kind = 0; out[n].good = (int8_t)g; out[n].number = 1;
            out[n].taken[g] = 1;
            n++;
        }
    }
    if (s->market[CAMEL]) {
        memset(&out[n], 0, sizeof(Move));
        out[n].kind = 1; out[n].good = CAMEL; out[n].number = s->market[CAMEL];
        out[n].taken[CAMEL] = s->market[CAMEL];
        n++;
    }
    for (int g = 0; g < NG; g++) {
        for (int k = (g < 3 ? 2 : 1); k <= hand[g]; k++) {
            memset(&out[n], 0, sizeof(Move));
            out[n].kind = 3; out[n].good = (int8_t)g; out[n].number = (int8_t)k;
            out[n].given[g] = (int8_t)k;
            n++;
        }
    }
    /* exchanges: take k >= 2 goods from the market, give k of hand goods and
     * camels.  k <= 5 (the market's size), so no give is bigger than 5; the
     * gives keep their order, which the move list's order (and so a seed's
     * playouts) depends on. */
    Sub takes[64], gives[256];
    int nt = submultisets(s->market, NG, 5, takes);
    int ngv = submultisets(hand, NG, 5, gives);
    for (int i = 1; i < nt; i++) {
        int k = takes[i].size;
        if (k < 2) continue;
        int8_t tmask = takes[i].mask;
        /* a give of gs goods needs k - gs camels and leaves size + k - gs cards */
        int lo = k - s->herd[p];
        if (size + k - HAND_LIMIT > lo) lo = size + k - HAND_LIMIT;
        for (int j = 0; j < ngv; j++) {
            int gs = gives[j].size;
            if (gs > k || gs < lo || (gives[j].mask & tmask)) continue;
            if (n >= MAX_MOVES) return n;
            Move *m = &out[n++];
            m->kind = 2; m->good = -1; m->number = (int8_t)k;
            memcpy(m->taken, takes[i].c, NT);
            memcpy(m->given, gives[j].c, NT);
            m->taken[CAMEL] = 0;
            m->given[CAMEL] = (int8_t)(k - gs);
        }
    }
    return n;
}

/* The round's rupees with the camel token, and the Seal's winner (-1: none). */
static void scored(const State *s, int rupees[2], int *seal) {
    rupees[0] = s->rupees[0];
    rupees[1] = s->rupees[1];
    if (s->herd[0] != s->herd[1]) rupees[s->herd[0] > s->herd[1] ? 0 : 1] += 5;
    if (rupees[0] != rupees[1]) *seal = rupees[0] > rupees[1] ? 0 : 1;
    else if (s->bcount[0] != s->bcount[1]) *seal = s->bcount[0] > s->bcount[1] ? 0 : 1;
    else if (s->gcount[0] != s->gcount[1]) *seal = s->gcount[0] > s->gcount[1] ? 0 : 1;
    else *seal = -1;
}

static void deal(State *s, Rng *r) {
    memset(s, 0, sizeof(State));
    int8_t deck[MAX_DECK];
    int n = 0;
    for (int c = 0; c < NT; c++)
        for (int k = 0; k < COPIES[c] - (c == CAMEL ? 3 : 0); k++) deck[n++] = (int8_t)c;
    for (int i = n - 1; i > 0; i--) {
        int j = rng_below(r, i + 1);
        int8_t t = deck[i]; deck[i] = deck[j]; deck[j] = t;
    }
    for (int p = 0; p < 2; p++)
        for (int k = 0; k < 5; k++) {
            int c = deck[--n];
            if (c == CAMEL) s->herd[p]++; else s->hand[p][c]++;
        }
    s->market[CAMEL] = 3;
    for (int k = 0; k < 2; k++) s->market[deck[--n]]++;
    memcpy(s->deck, deck, (size_t)n);
    s->deck_len = (int8_t)n;
    for (int g = 0; g < NG; g++) {
        s->npile[g] = (int8_t)NTOKENS[g];
        for (int i = 0; i < NTOKENS[g]; i++) s->pile[g][i] = (int8_t)TOKENS[g][i];
    }
    for (int b = 0; b < 3; b++) {
        s->nbonus[b] = (int8_t)NBONUS[b];
        for (int i = 0; i < NBONUS[b]; i++) s->bonus[b][i] = (int8_t)BONUS[b][i];
        for (int i = NBONUS[b] - 1; i > 0; i--) {
            int j = rng_below(r, i + 1);
            int8_t t = s->bonus[b][i]; s->bonus[b][i] = s->bonus[b][j]; s->bonus[b][j] = t;
        }
    }
    s->to_move = (int8_t)rng_below(r, 2);
}

/* ----------------------------------------------------------- evaluation */
/* The round's progress: 0 while the deck holds 40 cards or more, then up to 1
 * as it empties: every feature also comes times it. */
static inline double progress(int deck_len) {
    return 1.0 - (deck_len < 40 ? deck_len : 40) / 40.0;
}

/* Features of `s` for player p, antisymmetric (the opponent's are the
 * negation), so one weight vector values both seats and v(p) = -v(1-p). */
static int features(const State *s, int p, double *x) {
    int o = 1 - p;
    double t = progress(s->deck_len);
    x[F_RUPEES] = (s->rupees[p] - s->rupees[o]) / 20.0;
    x[F_TURN] = s->to_move == p ? 1.0 : -1.0;
    for (int g = 0; g < NG; g++)
        for (int c = 1; c <= 7; c++)
            x[F_HAND + g * 7 + c - 1] = (double)(s->hand[p][g] == c) - (double)(s->hand[o][g] == c);
    double sale[2] = {0, 0}, bonus[2] = {0, 0};
    for (int q = 0; q < 2; q++) {
        int who = q == 0 ? p : o;
        for (int g = 0; g < NG; g++) {
            int h = s->hand[who][g];
            for (int i = 0; i < h && i < s->npile[g]; i++) sale[q] += s->pile[g][i];
            if (h >= 3) {
                int b = (h >= 5 ? 5 : h) - 3;
                if (s->nbonus[b]) {
                    double sum = 0;
                    for (int i = 0; i < s->nbonus[b]; i++) sum += s->bonus[b][i];
                    bonus[q] += sum / s->nbonus[b];
                }
            }
        }
    }
    x[F_SALE] = (sale[0] - sale[1]) / 20.0;
    x[F_BONUS] = (bonus[0] - bonus[1]) / 10.0;
    int dh = s->herd[p] - s->herd[o];
    x[F_HERD] = dh / 4.0;
    x[F_MAJORITY] = dh > 0 ? 1.0 : (dh < 0 ? -1.0 : 0.0);
    x[F_GOODS_WON] = (s->gcount[p] - s->gcount[o]) / 4.0;
    x[F_BONUS_WON] = (s->bcount[p] - s->bcount[o]) / 2.0;
    x[F_HAND_SIZE] = (hand_size(s, p) - hand_size(s, o)) / 4.0;
    /* what the market offers whoever moves next, signed by whose turn it is:
     * each good's cards there times its top token, its camels, its goods */
    double turn = s->to_move == p ? 1.0 : -1.0;
    int goods = 0;
    for (int g = 0; g < NG; g++) {
        goods += s->market[g];
        x[F_MARKET + g] = turn * s->market[g] * (s->npile[g] ? s->pile[g][0] : 0) / 10.0;
    }
    x[F_MARKET_CAMELS] = turn * s->market[CAMEL] / 3.0;
    x[F_MARKET_GOODS] = turn * goods / 5.0;
    for (int i = 0; i < NF; i++) x[NF + i] = x[i] * t;
    return NW;
}

#define MARGIN_SCALE 224.0

static double final_value(const State *s, int p) {
    int rupees[2], seal;
    scored(s, rupees, &seal);
    return (rupees[p] - rupees[1 - p]) / MARGIN_SCALE;
}

/* The learned evaluation without building the features, in parts so the
 * greedy policy (the playouts' hot path: it values every child) can reuse
 * them.  z = w . x splits into A + t B (t the round's progress: x's second
 * half is its first times t), and A and B into a part per good (hand
 * indicators, what the hand sells for, the expected bonus, both seats) and
 * a global part, and the market's part.  A take, the camels or an exchange
 * that leaves the round on changes no token pile, so a child differs from
 * its parent only in the goods the move moves, the herds, the hand sizes,
 * the market, whose turn it is and t: `greedy` reuses the parent's other
 * goods and recomputes the rest (the market's part is 8 terms).  Sales (they move token piles)
 * and moves that end the round are valued whole. */
typedef struct {
    double a[NG], b[NG];  /* each good's part of A and B */
    double bonus_avg[3];  /* mean bonus token of each size left (0: none) */
    /* good g's part when the mover holds h of it (the opponent's hand as
     * it is), filled as children ask: a move's goods repeat over children */
    double ta[NG][HAND_LIMIT + 1], tb[NG][HAND_LIMIT + 1];
    uint8_t known[NG];    /* bit h set: ta / tb [g][h] filled */
} Parts;

static void bonus_means(const State *s, double avg[3]) {
    for (int b = 0; b < 3; b++) {
        avg[b] = 0;
        if (s->nbonus[b]) {
            double sum = 0;
            for (int i = 0; i < s->nbonus[b]; i++) sum += s->bonus[b][i];
            avg[b] = sum / s->nbonus[b];
        }
    }
}

/* Good g's part of A and B for player p holding hp and the opponent ho. */
static inline void good_part(const State *s, int g, int hp, int ho, const double avg[3],
                             const double *w, double *a, double *b) {
    double ha = 0, hb = 0;
    if (hp != ho) {
        if (hp) { ha += w[F_HAND + g * 7 + hp - 1]; hb += w[NF + F_HAND + g * 7 + hp - 1]; }
        if (ho) { ha -= w[F_HAND + g * 7 + ho - 1]; hb -= w[NF + F_HAND + g * 7 + ho - 1]; }
    }
    double sale = 0, bonus = 0;
    for (int i = 0; i < hp && i < s->npile[g]; i++) sale += s->pile[g][i];
    for (int i = 0; i < ho && i < s->npile[g]; i++) sale -= s->pile[g][i];
    if (hp >= 3) bonus += avg[(hp >= 5 ? 5 : hp) - 3];
    if (ho >= 3) bonus -= avg[(ho >= 5 ? 5 : ho) - 3];
    *a = ha + w[F_SALE] * sale / 20.0 + w[F_BONUS] * bonus / 10.0;
    *b = hb + w[NF + F_SALE] * sale / 20.0 + w[NF + F_BONUS] * bonus / 10.0;
}

/* Adds the features that are not a good's to A and B: rupees, whose turn
 * (`turn`: +1 p's, -1 the opponent's), herds (p's being `herd_p`), goods and
 * bonus tokens won, and hand sizes (p's minus the opponent's: `dsize`). */
static inline void global_part(const State *s, int p, int herd_p, int dsize, double turn,
                               const double *w, double *a, double *b) {
    static const int idx[7] = {F_RUPEES,    F_TURN,      F_HERD,     F_MAJORITY,
                               F_GOODS_WON, F_BONUS_WON, F_HAND_SIZE};
    int o = 1 - p, dh = herd_p - s->herd[o];
    double x[7] = {
        (s->rupees[p] - s->rupees[o]) / 20.0, turn, dh / 4.0, dh > 0 ? 1.0 : (dh < 0 ? -1.0 : 0.0),
        (s->gcount[p] - s->gcount[o]) / 4.0, (s->bcount[p] - s->bcount[o]) / 2.0, dsize / 4.0};
    for (int k = 0; k < 7; k++) { *a += w[idx[k]] * x[k]; *b += w[NF + idx[k]] * x[k]; }
}

/* n / 10, n / 3 and n / 5 for the small integers the market's features
 * divide (a good's cards there times its top token: at most 5 x 7), looked
 * up: the very quotients `features` computes, without a division per child. */
#define MAX_TENTHS 35
#define MAX_SMALL 5
static double TENTHS[2 * MAX_TENTHS + 1], THIRDS[2 * MAX_SMALL + 1], FIFTHS[2 * MAX_SMALL + 1];

static void init_quotients(void) {
    for (int n = -MAX_TENTHS; n <= MAX_TENTHS; n++) TENTHS[n + MAX_TENTHS] = n / 10.0;
    for (int n = -MAX_SMALL; n <= MAX_SMALL; n++) {
        THIRDS[n + MAX_SMALL] = n / 3.0;
        FIFTHS[n + MAX_SMALL] = n / 5.0;
    }
}

/* Adds the market's features to A and B: `market` (the state's, or a
 * child's) as seen by p, `turn` +1 when p moves next, -1 otherwise.  Top
 * tokens are the state's: a move valued incrementally sells nothing. */
static inline void market_part(const State *s, const int8_t *market, int turn,
                               const double *w, double *a, double *b) {
    int goods = 0;
    for (int g = 0; g < NG; g++) {
        goods += market[g];
        double x = TENTHS[turn * market[g] * (s->npile[g] ? s->pile[g][0] : 0) + MAX_TENTHS];
        *a += w[F_MARKET + g] * x; *b += w[NF + F_MARKET + g] * x;
    }
    double xc = THIRDS[turn * market[CAMEL] + MAX_SMALL], xg = FIFTHS[turn * goods + MAX_SMALL];
    *a += w[F_MARKET_CAMELS] * xc + w[F_MARKET_GOODS] * xg;
    *b += w[NF + F_MARKET_CAMELS] * xc + w[NF + F_MARKET_GOODS] * xg;
}

/* z for p in a state that is not over, its per-good parts kept in `parts`. */
static double parts_z(const State *s, int p, const double *w, Parts *parts) {
    int o = 1 - p, size_p = 0, size_o = 0;
    bonus_means(s, parts->bonus_avg);
    memset(parts->known, 0, sizeof parts->known);
    double a = 0, b = 0;
    for (int g = 0; g < NG; g++) {
        size_p += s->hand[p][g]; size_o += s->hand[o][g];
        good_part(s, g, s->hand[p][g], s->hand[o][g], parts->bonus_avg, w, &parts->a[g],
                  &parts->b[g]);
        a += parts->a[g]; b += parts->b[g];
    }
    int turn = s->to_move == p ? 1 : -1;
    global_part(s, p, s->herd[p], size_p - size_o, turn, w, &a, &b);
    market_part(s, s->market, turn, w, &a, &b);
    return a + progress(s->deck_len) * b;
}

/* The learned value of `s` for p, tanh(w . features(s, p)), from the same
 * parts the playouts use (tests/ai/test_learned_evaluation.py checks it
 * against the dot product); a round that is over has its final value. */
static double value(const State *s, int p, const double *w) {
    if (s->over) return final_value(s, p);
    Parts parts;
    return tanh(parts_z(s, p, w, &parts));
}

/* What the greedy policy maximises for the mover p after a move: z (tanh's
 * argument; tanh is increasing) for a round still on, and atanh of the final
 * margin's value for a round the move ends, so both compare on one scale.
 * With `seal_ends`, a move that ends the round is valued by its Seal instead:
 * won above every move that goes on, lost below them (a margin of 4 rupees
 * is 4 / 224 on that scale, so the margin alone lets a player walk past a
 * round it wins by ending it, or end one it loses). */
static double child_key(const State *s, const Move *m, int p, const double *w,
                        Parts *parts, int seal_ends) {
    int o = 1 - p;
    int deck_after = s->deck_len - (m->kind == 0 ? 1 : (m->kind == 1 ? s->market[CAMEL] : 0));
    if (m->kind == 3 || deck_after < 0) {
        State c = *s;
        apply(&c, m);
        if (c.over) {
            if (seal_ends) {
                int rupees[2], seal;
                scored(&c, rupees, &seal);
                if (seal >= 0) return seal == p ? INFINITY : -INFINITY;
            }
            double v = final_value(&c, p);
            return v >= 1.0 ? INFINITY : (v <= -1.0 ? -INFINITY : atanh(v));
        }
        Parts ignored;
        return parts_z(&c, p, w, &ignored);
    }
    double a = 0, b = 0;
    int size_p = 0, size_o = 0;
    for (int g = 0; g < NG; g++) {
        int hp = s->hand[p][g] + m->taken[g] - m->given[g], ho = s->hand[o][g];
        size_p += hp; size_o += ho;
        if (m->taken[g] || m->given[g]) {
            if (!(parts->known[g] & (1u << hp))) {
                good_part(s, g, hp, ho, parts->bonus_avg, w, &parts->ta[g][hp], &parts->tb[g][hp]);
                parts->known[g] |= (uint8_t)(1u << hp);
            }
            a += parts->ta[g][hp]; b += parts->tb[g][hp];
        } else {
            a += parts->a[g]; b += parts->b[g];
        }
    }
    int herd_p = s->herd[p] + m->taken[CAMEL] - m->given[CAMEL];
    global_part(s, p, herd_p, size_p - size_o, -1.0 /* the opponent moves next */, w, &a, &b);
    /* the child's market: the move's cards swapped, and what a take draws
     * (the world's deck is known: its top cards, as `refill` draws them) */
    int8_t market[NT];
    memcpy(market, s->market, sizeof market);
    int drawn = 0;
    if (m->kind == 0) { market[m->good]--; drawn = 1; }
    else if (m->kind == 1) { drawn = market[CAMEL]; market[CAMEL] = 0; }
    else for (int c = 0; c < NT; c++) market[c] += m->given[c] - m->taken[c];
    for (int i = 1; i <= drawn; i++) market[s->deck[s->deck_len - i]]++;
    market_part(s, market, -1, w, &a, &b);
    return a + progress(deck_after) * b;
}

/* The mover's greedy move by one-ply lookahead (the child of highest learned
 * value, the first of equals); -1 when there is none. */
static int greedy(const State *s, const Move *moves, int n, const double *w, int seal_ends) {
    int best = -1, p = s->to_move;
    double best_v = -INFINITY;
    Parts parts;
    parts_z(s, p, w, &parts);
    for (int i = 0; i < n; i++) {
        double v = child_key(s, &moves[i], p, w, &parts, seal_ends);
        if (best < 0 || v > best_v) { best_v = v; best = i; }
    }
    return best;
}

/* Play `s` to the round's end: greedy by `w`, a random move with chance eps;
 * `plies` > 0 stops after that many moves (a truncated playout, the round
 * possibly not over).  Returns the Seal's winner (-1: none, or not over) */
static int playout_for(State *s, const double *w, double eps, Rng *r, int plies, int seal_ends) {
    Move moves[MAX_MOVES];
    int guard = 0, limit = plies > 0 ? plies : 400;
    while (!s->over && guard++ < limit) {
        int n = legal_moves(s, moves);
        if (n == 0) break;
        int i = rng_unit(r) < eps ? rng_below(r, n) : greedy(s, moves, n, w, seal_ends);
        apply(s, &moves[i]);
    }
    int rupees[2], seal;
    scored(s, rupees, &seal);
    return seal;
}

/* --------------------------------------------------------------- search */
typedef struct {
    int first, count;    /* children in the edge pool */
    int expanded;
    /* With `reshuffle` only: the market this node was reached with (`market_key`),
     * with `pool` also the hand of a mover who is not the searching seat, and
     * the next node its parent edge reached with another key (-1: none). */
    uint64_t key;
    int sibling;
} Node;

typedef struct {
    Move move;
    float prior;
    int visits;
    double total;        /* results for the player who moves at the parent */
    int child;           /* node index, -1 until expanded */
} Edge;

typedef struct {
    Node *nodes; int nn, cap_n;
    Edge *edges; int ne, cap_e;
} Tree;

static int tree_grow_nodes(Tree *t) {
    if (t->nn < t->cap_n) return 1;
    int cap = t->cap_n ? t->cap_n * 2 : 1024;
    Node *n = realloc(t->nodes, sizeof(Node) * (size_t)cap);
    if (!n) return 0;
    t->nodes = n; t->cap_n = cap;
    return 1;
}

static int tree_grow_edges(Tree *t, int more) {
    if (t->ne + more <= t->cap_e) return 1;
    int cap = t->cap_e ? t->cap_e : 4096;
    while (cap < t->ne + more) cap *= 2;
    Edge *e = realloc(t->edges, sizeof(Edge) * (size_t)cap);
    if (!e) return 0;
    t->edges = e; t->cap_e = cap;
    return 1;
}

/* Expand node `ni` at state `s`: its legal moves, priors a softmax of each
 * child's one-step value normalised by their spread. */
static int expand(Tree *t, int ni, const State *s, const double *w, double temp) {
    Move moves[MAX_MOVES];
    int n = legal_moves(s, moves);
    if (!tree_grow_edges(t, n)) return 0;
    Node *node = &t->nodes[ni];
    node->first = t->ne; node->count = n; node->expanded = 1;
    double vals[MAX_MOVES], hi = -1e9, lo = 1e9;
    int p = s->to_move;
    for (int i = 0; i < n; i++) {
        State c = *s;
        apply(&c, &moves[i]);
        vals[i] = value(&c, p, w);
        if (vals[i] > hi) hi = vals[i];
        if (vals[i] < lo) lo = vals[i];
    }
    double spread = hi - lo > 1e-9 ? hi - lo : 1.0, sum = 0;
    for (int i = 0; i < n; i++) { vals[i] = exp((vals[i] - hi) / spread / temp); sum += vals[i]; }
    for (int i = 0; i < n; i++) {
        Edge *e = &t->edges[t->ne + i];
        e->move = moves[i]; e->prior = (float)(vals[i] / sum);
        e->visits = 0; e->total = 0; e->child = -1;
    }
    t->ne += n;
    return 1;
}

typedef struct {
    double c_puct, eps, temp;
    /* What a simulation backs up (the public design: 0, 0, 0 = the Seal's
     * +1 / 0 / -1 at the round's end).  margin_weight k > 0 blends in the
     * rupee margin m: (1 - k) * result + k * tanh(m / margin_scale), a
     * gradient between rounds that are all won (or all lost).  plies > 0
     * stops each playout after that many moves; a round not over by then
     * backs up the learned evaluation's margin estimate instead, as odds of
     * the Seal (`leaf_odds`). */
    double margin_weight, margin_scale;
    int plies;
    /* reshuffle: what no player can see is drawn anew for every simulation
     * (the deck's order and the bonus piles', `reshuffle_hidden`), the
     * world's opponent hand kept, so a tree no longer knows which cards a
     * take will reveal.  An edge whose move draws cards then leads to one
     * child per market it revealed (chance outcomes, `Node.key`); what its
     * statistics average is the move's value over the draws. */
    int reshuffle;
    /* pool (with reshuffle): one tree over all the sampled worlds, each
     * simulation dealt one of them in turn.  The searching seat's nodes are
     * shared by every world (its moves depend only on what it sees, so its
     * later choices cannot lean on the opponent's hidden hand); the
     * opponent's nodes are told apart by the opponent's hand (`node_key`),
     * since they know it and their moves depend on it. */
    int pool;
    /* seconds > 0: a safety net; the search stops at the first multiple of
     * CHECK_EVERY simulations past that long (a seed then no longer decides
     * alone how many simulations ran) */
    double seconds;
    /* settle > 0: the search stops (at a multiple of CHECK_EVERY simulations)
     * once the most visited root move leads the next by more than `settle`
     * times the visits left to run.  At 1, no simulation still to come could
     * change the move played, so the decision is the full budget's, in less
     * time; below 1 the next move would need more than that share of them
     * all (and the leader none) to catch up.  The root's shares are then
     * those of the simulations run. */
    double settle;
    /* fpu: an edge not yet visited is valued at its node's mean so far less
     * fpu_reduction (first-play urgency), not at 0 (a drawn round, the public
     * design's): in a node that is going well the search tries its best
     * moves longer before it widens, and in one going badly it does not
     * spend its visits on every untried move because 0 beats what it has. */
    int fpu;
    double fpu_reduction;
    /* seal_ends: the playouts' greedy policy values a move that ends the
     * round by its Seal (`child_key`), not by its margin */
    int seal_ends;
    /* policy: the weights the playouts' greedy policy and the new nodes'
     * priors choose by; NULL: the search's weights, which the cut's leaf
     * values by in every case */
    const double *policy;
} SearchParams;

#define CHECK_EVERY 64

static double monotonic_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The deck and the bonus piles sorted: a world's hidden order forgotten, so
 * a reshuffling search depends only on what is in them. */
static void sort_hidden(State *s) {
    int8_t *piles[4] = {s->deck, s->bonus[0], s->bonus[1], s->bonus[2]};
    int lens[4] = {s->deck_len, s->nbonus[0], s->nbonus[1], s->nbonus[2]};
    for (int k = 0; k < 4; k++)
        for (int i = 1; i < lens[k]; i++)
            for (int j = i; j > 0 && piles[k][j - 1] > piles[k][j]; j--) {
                int8_t t = piles[k][j]; piles[k][j] = piles[k][j - 1]; piles[k][j - 1] = t;
            }
}

/* The deck's and the bonus piles' order drawn anew (the cards in them kept). */
static void reshuffle_hidden(State *s, Rng *r) {
    for (int i = s->deck_len - 1; i > 0; i--) {
        int j = rng_below(r, i + 1);
        int8_t t = s->deck[i]; s->deck[i] = s->deck[j]; s->deck[j] = t;
    }
    for (int b = 0; b < 3; b++)
        for (int i = s->nbonus[b] - 1; i > 0; i--) {
            int j = rng_below(r, i + 1);
            int8_t t = s->bonus[b][i]; s->bonus[b][i] = s->bonus[b][j]; s->bonus[b][j] = t;
        }
}

/* The market's counts, 3 bits a card type: which chance outcome a move reached
 * (hands and herds follow from the moves, so the market is all a draw changes
 * that the legal moves depend on). */
static inline uint32_t market_key(const State *s) {
    uint32_t k = 0;
    for (int c = 0; c < NT; c++) k = k << 3 | (uint32_t)s->market[c];
    return k;
}

/* A node's key: the market it was reached with (`reshuffle`), and with
 * `pool` the hand of the player to move there when that is not `me`. */
static inline uint64_t node_key(const State *s, const SearchParams *sp, int me) {
    if (!sp->reshuffle) return 0;
    uint64_t k = market_key(s);
    if (sp->pool && !s->over && s->to_move != me)
        for (int g = 0; g < NG; g++) k |= (uint64_t)s->hand[s->to_move][g] << (21 + 3 * g);
    return k;
}

/* The odds of the Seal, in [-1, 1], that a margin estimate gives with the
 * deck left: tanh(m / s), s = 4.5 + 0.44 x deck (rupees), the scale fitted
 * to how rounds of play end. */
static double leaf_odds(double margin, int deck_len) {
    return tanh(margin / (4.5 + 0.44 * deck_len));
}

/* What one simulation backs up, for player 0, from where its playout ended. */
static double backup_value(const State *s, int seal, const double *w, const SearchParams *sp) {
    double k = sp->margin_weight;
    if (!s->over && sp->plies > 0) { /* truncated: the evaluation estimates margin / MARGIN_SCALE */
        double m = MARGIN_SCALE * value(s, 0, w);
        double odds = leaf_odds(m, s->deck_len);
        return k > 0 ? (1.0 - k) * odds + k * tanh(m / sp->margin_scale) : odds;
    }
    double result = seal < 0 ? 0.0 : (seal == 0 ? 1.0 : -1.0);
    if (k <= 0) return result;
    int rupees[2], ignored;
    scored(s, rupees, &ignored);
    return (1.0 - k) * result + k * tanh((rupees[0] - rupees[1]) / sp->margin_scale);
}

/* Whether the root's most visited of its `n` edges leads every other by more
 * than `left` visits (at the visits left to run: it stays the most visited
 * whatever they do). */
static int settled(const Edge *root, int n, double left) {
    int first = 0, second = 0;
    for (int i = 0; i < n; i++) {
        int v = root[i].visits;
        if (v > first) { second = first; first = v; }
        else if (v > second) second = v;
    }
    return first - second > left;
}

/* One tree over `nworlds` sampled worlds (1 unless `pool`), simulation k
 * dealt world k mod nworlds; adds each root edge's visits to `root_visits`. */
static int search_world(const State *worlds, int nworlds, int sims, const double *w,
                        const SearchParams *sp, Rng *r, double *root_visits, int nroot) {
    Tree t = {0};
    State *bases = malloc(sizeof(State) * (size_t)nworlds);
    if (!bases || !tree_grow_nodes(&t)) { free(bases); return 0; }
    int me = worlds[0].to_move;
    t.nodes[0].expanded = 0; t.nodes[0].key = 0; t.nodes[0].sibling = -1; t.nn = 1;
    /* With reshuffle, the root's priors value takes on a draw of their own
     * (never the world's order, which the search must not depend on). */
    for (int i = 0; i < nworlds; i++) {
        bases[i] = worlds[i];
        if (sp->reshuffle) sort_hidden(&bases[i]);
    }
    const double *pw = sp->policy ? sp->policy : w;
    State root = bases[0];
    if (sp->reshuffle) reshuffle_hidden(&root, r);
    if (!expand(&t, 0, &root, pw, sp->temp)) goto fail;
    if (t.nodes[0].count != nroot) goto fail;
    int path_e[512], path_p[512];
    double stop = sp->seconds > 0 ? monotonic_seconds() + sp->seconds : 0;
    for (int sim = 0; sim < sims; sim++) {
        if (sim && sim % CHECK_EVERY == 0) {
            if (stop > 0 && monotonic_seconds() > stop) break;
            if (sp->settle > 0 && settled(t.edges, nroot, sp->settle * (sims - sim))) break;
        }
        State s = bases[sim % nworlds];
        if (sp->reshuffle) reshuffle_hidden(&s, r);
        int ni = 0, depth = 0;
        for (;;) {
            Node *node = &t.nodes[ni];
            if (s.over || node->count == 0) break;
            int parent_visits = 0;
            double parent_total = 0.0;
            for (int i = 0; i < node->count; i++) {
                parent_visits += t.edges[node->first + i].visits;
                parent_total += t.edges[node->first + i].total;
            }
            double sq = sqrt((double)parent_visits + 1.0);
            double unvisited = sp->fpu && parent_visits
                                   ? parent_total / parent_visits - sp->fpu_reduction : 0.0;
            int best = 0; double best_u = -1e18;
            for (int i = 0; i < node->count; i++) {
                Edge *e = &t.edges[node->first + i];
                double q = e->visits ? e->total / e->visits : unvisited;
                double u = q + sp->c_puct * e->prior * sq / (1.0 + e->visits);
                if (u > best_u) { best_u = u; best = i; }
            }
            int ei = node->first + best;
            path_e[depth] = ei; path_p[depth] = s.to_move; depth++;
            apply(&s, &t.edges[ei].move);
            int ci = t.edges[ei].child;
            uint64_t key = node_key(&s, sp, me);
            while (ci >= 0 && t.nodes[ci].key != key) ci = t.nodes[ci].sibling;
            if (ci < 0) {
                /* a new leaf (with reshuffle, or a market this edge had not
                 * revealed yet): expand it, then play the round out */
                if (!tree_grow_nodes(&t)) goto fail;
                ci = t.nn++;
                t.nodes[ci].expanded = 0; t.nodes[ci].count = 0; t.nodes[ci].first = 0;
                t.nodes[ci].key = key; t.nodes[ci].sibling = t.edges[ei].child;
                t.edges[ei].child = ci;
                if (!s.over && !expand(&t, ci, &s, pw, sp->temp)) goto fail;
                break;
            }
            ni = ci;
            if (depth >= 510) break;
        }
        int seal = playout_for(&s, pw, sp->eps, r, sp->plies, sp->seal_ends);
        double v0 = backup_value(&s, seal, w, sp);
        for (int d = 0; d < depth; d++) {
            Edge *e = &t.edges[path_e[d]];
            e->visits++;
            e->total += path_p[d] == 0 ? v0 : -v0;
        }
    }
    {
        int total = 0;
        for (int i = 0; i < nroot; i++) total += t.edges[i].visits;
        for (int i = 0; i < nroot; i++)
            root_visits[i] += total ? (double)t.edges[i].visits / total : 0.0;
    }
    free(t.nodes); free(t.edges); free(bases);
    return 1;
fail:
    free(t.nodes); free(t.edges); free(bases);
    return 0;
}

/* Rounds from fresh deals between two greedy policies (weights, chance of a
 * random move), each deal played twice with the seats swapped. */
static void duel(const double *wa, double ea, const double *wb, double eb, long deals, Rng *r,
                 long out[3]) {
    Move moves[MAX_MOVES];
    out[0] = out[1] = out[2] = 0;
    for (long d = 0; d < deals; d++) {
        State start;
        deal(&start, r);
        for (int a_seat = 0; a_seat < 2; a_seat++) {
            State s = start;
            int guard = 0;
            while (!s.over && guard++ < 400) {
                int n = legal_moves(&s, moves);
                if (n == 0) break;
                int a = s.to_move == a_seat;
                const double *w = a ? wa : wb;
                double e = a ? ea : eb;
                int i = rng_unit(r) < e ? rng_below(r, n) : greedy(&s, moves, n, w, 0);
                apply(&s, &moves[i]);
            }
            int rupees[2], seal;
            scored(&s, rupees, &seal);
            out[seal < 0 ? 2 : (seal == a_seat ? 0 : 1)]++;
        }
    }
}

/* ------------------------------------------------------ TD(lambda) self-play */
typedef struct {
    long rounds;
    double lambda, step, explore;
} TrainParams;

static void td_train(double *w, double *avg, const TrainParams *tp, Rng *r) {
    Move moves[MAX_MOVES];
    double e[NW], x[NW], xn[NW];
    long averaged = 0;
    memset(avg, 0, sizeof(double) * NW);
    for (long round = 0; round < tp->rounds; round++) {
        State s;
        deal(&s, r);
        memset(e, 0, sizeof e);
        features(&s, 0, x);
        double z = 0;
        for (int i = 0; i < NW; i++) z += w[i] * x[i];
        double v = tanh(z);
        int guard = 0;
        while (!s.over && guard++ < 400) {
            int n = legal_moves(&s, moves);
            if (n == 0) break;
            int explore = rng_unit(r) < tp->explore;
            int i = explore ? rng_below(r, n) : greedy(&s, moves, n, w, 0);
            apply(&s, &moves[i]);
            double target, vn = 0;
            if (s.over) {
                target = final_value(&s, 0);
            } else {
                features(&s, 0, xn);
                double zn = 0;
                for (int j = 0; j < NW; j++) zn += w[j] * xn[j];
                vn = tanh(zn);
                target = vn;
            }
            double delta = target - v, norm = 1.0, g = 1.0 - v * v;
            for (int j = 0; j < NW; j++) norm += x[j] * x[j];
            double alpha = tp->step / norm;
            for (int j = 0; j < NW; j++) {
                e[j] = tp->lambda * e[j] + g * x[j];
                w[j] += alpha * delta * e[j];
            }
            if (explore) memset(e, 0, sizeof e);
            if (s.over) break;
            memcpy(x, xn, sizeof x);
            v = vn;
        }
        if (round >= tp->rounds / 2) {
            for (int j = 0; j < NW; j++) avg[j] += w[j];
            averaged++;
        }
    }
    if (averaged)
        for (int j = 0; j < NW; j++) avg[j] /= (double)averaged;
}

/* ======================================================= Python interface */
/* The flat state (a sequence of ints), as `core.flat_state` writes it:
 *   hand0[6] hand1[6] herd0 herd1 market[7] to_move over
 *   deck_len deck[deck_len] (end = top)
 *   for each good: n, tokens left (top first)
 *   for each bonus size 3, 4, 5: n, tokens left (top first)
 *   rupees0 rupees1 bonus_count0 bonus_count1 goods_count0 goods_count1 */
static int read_state(PyObject *seq, State *s) {
    PyObject *fast = PySequence_Fast(seq, "a state is a sequence of ints");
    if (!fast) return 0;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(fast), k = 0;
    PyObject **items = PySequence_Fast_ITEMS(fast);
    memset(s, 0, sizeof(State));
#define NEXT(dst)                                                              \
    do {                                                                       \
        if (k >= len) goto short_;                                             \
        long v_ = PyLong_AsLong(items[k++]);                                   \
        if (v_ == -1 && PyErr_Occurred()) goto bad;                            \
        dst = v_;                                                              \
    } while (0)
    long v;
    for (int p = 0; p < 2; p++)
        for (int g = 0; g < NG; g++) { NEXT(v); s->hand[p][g] = (int8_t)v; }
    for (int p = 0; p < 2; p++) { NEXT(v); s->herd[p] = (int8_t)v; }
    for (int c = 0; c < NT; c++) { NEXT(v); s->market[c] = (int8_t)v; }
    NEXT(v); s->to_move = (int8_t)v;
    NEXT(v); s->over = (int8_t)v;
    NEXT(v); if (v < 0 || v > MAX_DECK) goto range; s->deck_len = (int8_t)v;
    for (int i = 0; i < s->deck_len; i++) { NEXT(v); s->deck[i] = (int8_t)v; }
    for (int g = 0; g < NG; g++) {
        NEXT(v); if (v < 0 || v > MAX_PILE) goto range; s->npile[g] = (int8_t)v;
        for (int i = 0; i < s->npile[g]; i++) { NEXT(v); s->pile[g][i] = (int8_t)v; }
    }
    for (int b = 0; b < 3; b++) {
        NEXT(v); if (v < 0 || v > MAX_BONUS) goto range; s->nbonus[b] = (int8_t)v;
        for (int i = 0; i < s->nbonus[b]; i++) { NEXT(v); s->bonus[b][i] = (int8_t)v; }
    }
    for (int p = 0; p < 2; p++) { NEXT(v); s->rupees[p] = (int16_t)v; }
    for (int p = 0; p < 2; p++) { NEXT(v); s->bcount[p] = (int8_t)v; }
    for (int p = 0; p < 2; p++) { NEXT(v); s->gcount[p] = (int8_t)v; }
#undef NEXT
    Py_DECREF(fast);
    return 1;
short_:
    PyErr_SetString(PyExc_ValueError, "state too short");
    goto bad;
range:
    PyErr_SetString(PyExc_ValueError, "state count out of range");
bad:
    Py_DECREF(fast);
    return 0;
}

static PyObject *write_state(const State *s) {
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
#define PUT(val)                                                               \
    do {                                                                       \
        PyObject *o_ = PyLong_FromLong((long)(val));                           \
        if (!o_ || PyList_Append(out, o_) < 0) { Py_XDECREF(o_); Py_DECREF(out); return NULL; } \
        Py_DECREF(o_);                                                         \
    } while (0)
    for (int p = 0; p < 2; p++)
        for (int g = 0; g < NG; g++) PUT(s->hand[p][g]);
    for (int p = 0; p < 2; p++) PUT(s->herd[p]);
    for (int c = 0; c < NT; c++) PUT(s->market[c]);
    PUT(s->to_move); PUT(s->over);
    PUT(s->deck_len);
    for (int i = 0; i < s->deck_len; i++) PUT(s->deck[i]);
    for (int g = 0; g < NG; g++) { PUT(s->npile[g]); for (int i = 0; i < s->npile[g]; i++) PUT(s->pile[g][i]); }
    for (int b = 0; b < 3; b++) { PUT(s->nbonus[b]); for (int i = 0; i < s->nbonus[b]; i++) PUT(s->bonus[b][i]); }
    for (int p = 0; p < 2; p++) PUT(s->rupees[p]);
    for (int p = 0; p < 2; p++) PUT(s->bcount[p]);
    for (int p = 0; p < 2; p++) PUT(s->gcount[p]);
#undef PUT
    return out;
}

/* A move as Python sees it: (kind, good, number, taken[7], given[7]). */
static PyObject *move_tuple(const Move *m) {
    PyObject *taken = PyTuple_New(NT), *given = PyTuple_New(NT);
    if (!taken || !given) { Py_XDECREF(taken); Py_XDECREF(given); return NULL; }
    for (int c = 0; c < NT; c++) {
        PyTuple_SET_ITEM(taken, c, PyLong_FromLong(m->taken[c]));
        PyTuple_SET_ITEM(given, c, PyLong_FromLong(m->given[c]));
    }
    return Py_BuildValue("(iiiNN)", m->kind, m->good, m->number, taken, given);
}

static int read_weights(PyObject *seq, double *w) {
    PyObject *fast = PySequence_Fast(seq, "weights are a sequence of floats");
    if (!fast) return 0;
    if (PySequence_Fast_GET_SIZE(fast) != NW) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "expected %d weights", NW);
        return 0;
    }
    for (int i = 0; i < NW; i++) {
        w[i] = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(fast, i));
        if (PyErr_Occurred()) { Py_DECREF(fast); return 0; }
    }
    Py_DECREF(fast);
    return 1;
}

static PyObject *weights_list(const double *w) {
    PyObject *out = PyList_New(NW);
    if (!out) return NULL;
    for (int i = 0; i < NW; i++) PyList_SET_ITEM(out, i, PyFloat_FromDouble(w[i]));
    return out;
}

static PyObject *py_legal_moves(PyObject *self, PyObject *args) {
    PyObject *st;
    if (!PyArg_ParseTuple(args, "O", &st)) return NULL;
    State s;
    if (!read_state(st, &s)) return NULL;
    Move moves[MAX_MOVES];
    int n = legal_moves(&s, moves);
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *m = move_tuple(&moves[i]);
        if (!m) { Py_DECREF(out); return NULL; }
        PyList_SET_ITEM(out, i, m);
    }
    return out;
}

static PyObject *py_play(PyObject *self, PyObject *args) {
    PyObject *st;
    int index;
    if (!PyArg_ParseTuple(args, "Oi", &st, &index)) return NULL;
    State s;
    if (!read_state(st, &s)) return NULL;
    Move moves[MAX_MOVES];
    int n = legal_moves(&s, moves);
    if (index < 0 || index >= n) return PyErr_Format(PyExc_IndexError, "no legal move %d", index);
    apply(&s, &moves[index]);
    return write_state(&s);
}

static PyObject *py_scored(PyObject *self, PyObject *args) {
    PyObject *st;
    if (!PyArg_ParseTuple(args, "O", &st)) return NULL;
    State s;
    if (!read_state(st, &s)) return NULL;
    int rupees[2], seal;
    scored(&s, rupees, &seal);
    return Py_BuildValue("(iiN)", rupees[0], rupees[1],
                         seal < 0 ? Py_NewRef(Py_None) : PyLong_FromLong(seal));
}

static PyObject *py_features(PyObject *self, PyObject *args) {
    PyObject *st;
    int p;
    if (!PyArg_ParseTuple(args, "Oi", &st, &p)) return NULL;
    State s;
    if (!read_state(st, &s)) return NULL;
    double x[NW];
    features(&s, p, x);
    return weights_list(x);
}

static PyObject *py_value(PyObject *self, PyObject *args) {
    PyObject *st, *ws;
    int p;
    if (!PyArg_ParseTuple(args, "OiO", &st, &p, &ws)) return NULL;
    State s;
    double w[NW];
    if (!read_state(st, &s) || !read_weights(ws, w)) return NULL;
    return PyFloat_FromDouble(value(&s, p, w));
}

/* greedy(state, weights[, seal_ends]) -> the index (in legal_moves' order) of
 * the move the playout policy plays, without exploration; None when there is
 * none.  seal_ends: a move that ends the round is valued by its Seal. */
static PyObject *py_greedy(PyObject *self, PyObject *args) {
    PyObject *st, *ws;
    int seal_ends = 0;
    if (!PyArg_ParseTuple(args, "OO|p", &st, &ws, &seal_ends)) return NULL;
    State s;
    double w[NW];
    if (!read_state(st, &s) || !read_weights(ws, w)) return NULL;
    Move moves[MAX_MOVES];
    int n = legal_moves(&s, moves);
    int i = greedy(&s, moves, n, w, seal_ends);
    return i < 0 ? Py_NewRef(Py_None) : PyLong_FromLong(i);
}

static PyObject *py_playout(PyObject *self, PyObject *args) {
    PyObject *st, *ws;
    double eps;
    unsigned long long seed;
    int seal_ends = 0;
    if (!PyArg_ParseTuple(args, "OOdK|p", &st, &ws, &eps, &seed, &seal_ends)) return NULL;
    State s;
    double w[NW];
    if (!read_state(st, &s) || !read_weights(ws, w)) return NULL;
    Rng r = {seed};
    int seal;
    Py_BEGIN_ALLOW_THREADS
    seal = playout_for(&s, w, eps, &r, 0, seal_ends);
    Py_END_ALLOW_THREADS
    int rupees[2];
    scored(&s, rupees, &seal);
    return Py_BuildValue("(iiN)", rupees[0], rupees[1],
                         seal < 0 ? Py_NewRef(Py_None) : PyLong_FromLong(seal));
}

/* search(worlds, weights, sims, c_puct, eps, temp, seed[, margin_weight,
 * margin_scale, plies, reshuffle, pool, seconds, settle, fpu, fpu_reduction,
 * seal_ends]) -> root visit shares:
 * sims a world, one tree a world, or with pool (and reshuffle) one tree of
 * sims x worlds simulations; seconds > 0 stops each tree early past that long;
 * settle > 0 (with pool) stops once the most visited move leads the next by
 * more than settle times the simulations left (at 1: once the move played can
 * no longer change) */
static PyObject *py_search(PyObject *self, PyObject *args) {
    PyObject *worlds, *ws, *pws = Py_None;
    int sims, plies = 0, reshuffle = 0, pool = 0, fpu = 0, seal_ends = 0;
    double c_puct, eps, temp, margin_weight = 0.0, margin_scale = 20.0, seconds = 0.0, settle = 0.0;
    double fpu_reduction = 0.0;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OOidddK|ddippddpdpO", &worlds, &ws, &sims, &c_puct, &eps, &temp, &seed,
                          &margin_weight, &margin_scale, &plies, &reshuffle, &pool, &seconds,
                          &settle, &fpu, &fpu_reduction, &seal_ends, &pws))
        return NULL;
    if (margin_scale <= 0 || margin_weight < 0 || margin_weight > 1 || plies < 0)
        return PyErr_Format(PyExc_ValueError, "margin_weight in [0, 1], margin_scale > 0, plies >= 0");
    if (pool && !reshuffle) return PyErr_Format(PyExc_ValueError, "pool needs reshuffle");
    if (settle < 0) return PyErr_Format(PyExc_ValueError, "settle >= 0");
    if (settle > 0 && !pool) return PyErr_Format(PyExc_ValueError, "settle needs pool (one tree)");
    double w[NW], pw[NW];
    if (!read_weights(ws, w)) return NULL;
    if (pws != Py_None && !read_weights(pws, pw)) return NULL;
    PyObject *fast = PySequence_Fast(worlds, "worlds are a sequence of states");
    if (!fast) return NULL;
    Py_ssize_t nw = PySequence_Fast_GET_SIZE(fast);
    if (nw == 0) { Py_DECREF(fast); return PyList_New(0); }
    State *states = malloc(sizeof(State) * (size_t)nw);
    if (!states) { Py_DECREF(fast); return PyErr_NoMemory(); }
    for (Py_ssize_t i = 0; i < nw; i++)
        if (!read_state(PySequence_Fast_GET_ITEM(fast, i), &states[i])) {
            free(states); Py_DECREF(fast); return NULL;
        }
    Py_DECREF(fast);
    Move moves[MAX_MOVES];
    int nroot = legal_moves(&states[0], moves);
    double visits[MAX_MOVES];
    memset(visits, 0, sizeof visits);
    SearchParams sp = {c_puct, eps, temp, margin_weight, margin_scale, plies, reshuffle, pool, seconds,
                       settle, fpu, fpu_reduction, seal_ends, pws != Py_None ? pw : NULL};
    int ok = 1;
    Py_BEGIN_ALLOW_THREADS
    if (pool) {
        Rng r = {seed + 0x632BE59BD9B4E019ULL};
        ok = nw * (Py_ssize_t)sims <= 1000000000
             && search_world(states, (int)nw, (int)(nw * sims), w, &sp, &r, visits, nroot);
    } else {
        for (Py_ssize_t i = 0; i < nw && ok; i++) {
            Rng r = {seed + 0x632BE59BD9B4E019ULL * (uint64_t)(i + 1)};
            ok = search_world(&states[i], 1, sims, w, &sp, &r, visits, nroot);
        }
    }
    Py_END_ALLOW_THREADS
    free(states);
    if (!ok) return PyErr_Format(PyExc_RuntimeError, "search failed (memory, or worlds disagree on the root's moves)");
    PyObject *out = PyList_New(nroot);
    if (!out) return NULL;
    for (int i = 0; i < nroot; i++) PyList_SET_ITEM(out, i, PyFloat_FromDouble(visits[i]));
    return out;
}

/* train(weights, rounds, lambda, step, explore, seed) -> (last weights, averaged weights) */
static PyObject *py_train(PyObject *self, PyObject *args) {
    PyObject *ws;
    long rounds;
    double lambda, step, explore;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OldddK", &ws, &rounds, &lambda, &step, &explore, &seed))
        return NULL;
    double w[NW], avg[NW];
    if (!read_weights(ws, w)) return NULL;
    TrainParams tp = {rounds, lambda, step, explore};
    Rng r = {seed};
    Py_BEGIN_ALLOW_THREADS
    td_train(w, avg, &tp, &r);
    Py_END_ALLOW_THREADS
    PyObject *a = weights_list(w), *b = weights_list(avg);
    if (!a || !b) { Py_XDECREF(a); Py_XDECREF(b); return NULL; }
    return Py_BuildValue("(NN)", a, b);
}

/* duel(weights_a, eps_a, weights_b, eps_b, deals, seed) -> (a wins, b wins, ties) */
static PyObject *py_duel(PyObject *self, PyObject *args) {
    PyObject *wsa, *wsb;
    double ea, eb;
    long deals;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OdOdlK", &wsa, &ea, &wsb, &eb, &deals, &seed)) return NULL;
    double wa[NW], wb[NW];
    if (!read_weights(wsa, wa) || !read_weights(wsb, wb)) return NULL;
    long out[3];
    Rng r = {seed};
    Py_BEGIN_ALLOW_THREADS
    duel(wa, ea, wb, eb, deals, &r, out);
    Py_END_ALLOW_THREADS
    return Py_BuildValue("(lll)", out[0], out[1], out[2]);
}

static PyMethodDef methods[] = {
    {"duel", py_duel, METH_VARARGS, "duel(wa, eps_a, wb, eps_b, deals, seed) -> (a wins, b wins, ties)"},
    {"legal_moves", py_legal_moves, METH_VARARGS, "legal_moves(state) -> [(kind, good, number, taken, given)]"},
    {"play", py_play, METH_VARARGS, "play(state, index) -> the state after legal move `index`"},
    {"scored", py_scored, METH_VARARGS, "scored(state) -> (rupees0, rupees1, seal or None)"},
    {"features", py_features, METH_VARARGS, "features(state, player) -> the evaluation's inputs"},
    {"greedy", py_greedy, METH_VARARGS, "greedy(state, weights[, seal_ends]) -> index of the playout policy's move, or None"},
    {"value", py_value, METH_VARARGS, "value(state, player, weights) -> the learned value for player"},
    {"playout", py_playout, METH_VARARGS, "playout(state, weights, eps, seed[, seal_ends]) -> scored end of round"},
    {"search", py_search, METH_VARARGS, "search(worlds, weights, sims, c, eps, temp, seed[, margin_weight, margin_scale, plies, reshuffle, pool, seconds, settle, fpu, fpu_reduction, seal_ends, policy_weights]) -> root visit shares"},
    {"train", py_train, METH_VARARGS, "train(weights, rounds, lambda, step, explore, seed) -> (last, averaged)"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core",
    "The compiled core of level 5's search (see _core.c).", -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__core(void) {
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    init_quotients();
    if (PyModule_AddIntConstant(m, "WEIGHTS", NW) < 0
        || PyModule_AddIntConstant(m, "FIRST_MARKET_FEATURE", F_MARKET) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
