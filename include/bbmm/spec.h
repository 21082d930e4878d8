/* bbmm/spec.h - the boxes of one tile: what a nest's boxes() function
 * reports through bbmm_spec_* (its access boxes with their flags,
 * flow-out, late flow-out, write-out and span boxes, its early
 * iterations), one slot per array, and what the tile loop adds to each
 * slot (allocation boxes, the resident boxes that serve it).  Part of
 * bbmm.h (through tile.h); see its manual.
 */
#ifndef BBMM_SPEC_H
#define BBMM_SPEC_H

#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "status.h"
#include "box.h"
#include "memo.h"
#include "manager.h"
#include "exec.h"

BBMM_EXTERN_C_BEGIN

/* ---- the boxes of one array in one tile ------------------------------ */

/* One array (a "slot" of the nest) in one tile: the initial boxes
 * (Algorithm 1's access boxes, with READ / WRITE / ITER_LOCAL flags), the
 * flow-out and write-out boxes, the allocation boxes of the scheme, and
 * the resident boxes that serve it once placed (at most BBMM_KMAX_BOXES,
 * each element served by the first that holds it: "own"). */
typedef struct bbmm_tile_slot {
    bbmm_box_list init;
    unsigned *flags; /* flags of init.v[i] */
    size_t flags_cap;
    bbmm_box_list flowout;
    bbmm_box_list late;                  /* flow-out read two runs on or later
                                            (bbmm_spec_flowout_late) */
    bbmm_box_list writeout;
    bbmm_box_list span;                  /* allocation hints (bbmm_spec_span) */
    int nospan;                          /* the spans did not fit: ignore them */
    int whole;                           /* allocate the whole array (the run's choice) */
    bbmm_box_list alloc;                 /* allocation boxes of the scheme */
    bbmm_box_list kept, local, tmp;      /* scratch of bbmm_tile_scheme */
    bbmmi_memo *memo;                    /* the scheme's last results (memo.h) */
    bbmm_box_list need;                  /* init boxes whose old values matter */
    bbmm_placement res[BBMM_KMAX_BOXES]; /* resident boxes, acquired */
    int nres;
    bbmm_box_list own[BBMM_KMAX_BOXES]; /* elements res[b] serves */
    int byid[BBMM_KMAX_REFS];            /* init box of each compile-time box number
                                            (bbmm_spec_access_id), -1: none */
} bbmm_tile_slot;

#define BBMMI_MAX_ACC 64

struct bbmm_tile_spec {
    int nslots;
    int cap;
    bbmm_tile_slot *slot;
    bbmm_box cell;            /* the tile's cell (bbmm_spec_cell) */
    bbmm_box_list early;      /* iterations whose results flow out (bbmm_spec_early) */
    bbmm_box_list first, rest; /* scratch of bbmm_tile_launch */
    /* the buffers a launch of the tile touches, each with the bytes from
     * the first to the last element of the tile's boxes in it
     * (bbmmi_launch_accesses); -1: more than BBMMI_MAX_ACC (unknown: every
     * buffer of the device) */
    int nacc;
    bbmmi_acc acc[BBMMI_MAX_ACC];
    bbmm_slot_args *args; /* a launch's arguments, one per slot (bbmmi_launch_args_of) */
    int nargs;
};

/* Check "slot" and "box" of a spec call. */
static inline bbmm_status bbmmi_spec_check(const bbmm_tile_spec *s, int slot, const bbmm_box *box)
{
    if (!s || slot < 0 || slot >= s->nslots || !box)
        return BBMM_ERR_INVALID;
    return BBMM_OK;
}

/* The tile reads and/or writes (BBMM_BOX_READ / WRITE, plus ITER_LOCAL when
 * the box depends only on the host's serial iterators) "box" of array slot
 * "slot" (index into nest->arrays). */
static inline bbmm_status bbmm_spec_access(bbmm_tile_spec *s, int slot, const bbmm_box *box, unsigned flags)
{
    bbmm_tile_slot *e;
    bbmm_status st = bbmmi_spec_check(s, slot, box);
    if (st != BBMM_OK || bbmm_bb_is_empty(box))
        return st;
    e = &s->slot[slot];
    if (e->init.n == e->flags_cap) {
        size_t cap = e->flags_cap ? 2 * e->flags_cap : 8;
        unsigned *nf = (unsigned *)realloc(e->flags, cap * sizeof(*nf));
        if (!nf)
            return BBMM_ERR_NOMEM;
        e->flags = nf;
        e->flags_cap = cap;
    }
    st = bbmm_box_list_push(&e->init, box);
    if (st == BBMM_OK)
        e->flags[e->init.n - 1] = flags;
    return st;
}

/* bbmm_spec_access for the initial box number "id" of the kernel's
 * references (BBMM_BREF*): at launch those references are bound to the
 * resident box that serves all of the box, so the kernel searches no box
 * for them.  "id" at or above BBMM_KMAX_REFS binds nothing. */
static inline bbmm_status bbmm_spec_access_id(bbmm_tile_spec *s, int slot, int id, const bbmm_box *box,
                                              unsigned flags)
{
    size_t before = s && slot >= 0 && slot < s->nslots ? s->slot[slot].init.n : 0;
    bbmm_status st = bbmm_spec_access(s, slot, box, flags);
    if (st == BBMM_OK && id >= 0 && id < BBMM_KMAX_REFS && s->slot[slot].init.n > before)
        s->slot[slot].byid[id] = (int)before;
    return st;
}

/* Elements of "box" the tile writes that tiles of later phases read. */
static inline bbmm_status bbmm_spec_flowout(bbmm_tile_spec *s, int slot, const bbmm_box *box)
{
    bbmm_status st = bbmmi_spec_check(s, slot, box);
    return st != BBMM_OK ? st : bbmm_bb_simple_union(&s->slot[slot].flowout, box);
}

/* Elements of "box" the tile writes that only tiles of the run after the
 * next one, or later, read (a flow-out the next run does not wait for):
 * flowed out after the whole tile, also where the tile is split for early
 * flow-out, so its writers need not be in the early box.  Floyd's
 * may-write of row k+2 at step k, read at step k+2, is one: the early part
 * then stays one row.  Any flow-out box may be given here or to
 * bbmm_spec_flowout; this one only changes when it is copied. */
static inline bbmm_status bbmm_spec_flowout_late(bbmm_tile_spec *s, int slot, const bbmm_box *box)
{
    bbmm_status st = bbmmi_spec_check(s, slot, box);
    return st != BBMM_OK ? st : bbmm_bb_simple_union(&s->slot[slot].late, box);
}

/* Early flow-out: "box" (of the parallel band, like the tile) holds every
 * iteration of the tile that writes an element of a flow-out box of the
 * tile (bbmm_spec_flowout; not bbmm_spec_flowout_late), for every array;
 * it may hold more.  In a run
 * on several devices the tile's launch runs those iterations first, then
 * makes the flow-out, then runs the others (bbmm_tile_launch), so that
 * the flow-out reaches the other devices while the tile still computes.
 * Leaving an iteration out that writes a flow-out element makes the
 * flow-out copy values before they are final: give no early box rather
 * than a wrong one. */
static inline bbmm_status bbmm_spec_early(bbmm_tile_spec *s, const bbmm_box *box)
{
    if (!s || !box)
        return BBMM_ERR_INVALID;
    return bbmm_bb_simple_union(&s->early, box);
}

/* Narrow "e" (iterations of the band) to the iterations p whose
 * subscript p[band] + off, as dimension "dim" of an element, lies in
 * dimension "dim" of box "f": what the generated code uses to find the
 * iterations that write a flow-out box (bbmm_spec_early). */
static inline void bbmm_early_narrow(bbmm_box *e, int band, const bbmm_box *f, int dim, int64_t off)
{
    int64_t lo, hi;
    if (band < 0 || band >= e->ndim || dim < 0 || dim >= f->ndim)
        return;
    if (bbmm_sub_overflow_i64(f->lo[dim], off, &lo))
        lo = off > 0 ? INT64_MIN : INT64_MAX;
    if (bbmm_sub_overflow_i64(f->hi[dim], off, &hi))
        hi = off > 0 ? INT64_MIN : INT64_MAX;
    if (lo > e->lo[band])
        e->lo[band] = lo;
    if (hi < e->hi[band])
        e->hi[band] = hi;
}

/* Elements of "box" the tile writes last (their final values). */
static inline bbmm_status bbmm_spec_writeout(bbmm_tile_spec *s, int slot, const bbmm_box *box)
{
    bbmm_status st = bbmmi_spec_check(s, slot, box);
    return st != BBMM_OK ? st : bbmm_bb_simple_union(&s->slot[slot].writeout, box);
}

/* Allocation hint: "box" contains what the tile's accesses of slot "slot"
 * that are not iteration-local touch in every serial iteration.  Under the
 * disjoint scheme the runtime allocates it whole (reading in only what the
 * access boxes need), so the tile's allocation stays the same from one
 * serial iteration to the next instead of being reallocated as the exact
 * boxes move; a span that does not fit the device is ignored.  Convex and
 * whole allocation ignore spans. */
static inline bbmm_status bbmm_spec_span(bbmm_tile_spec *s, int slot, const bbmm_box *box)
{
    bbmm_status st = bbmmi_spec_check(s, slot, box);
    if (st != BBMM_OK || bbmm_bb_is_empty(box))
        return st;
    return bbmm_box_list_push(&s->slot[slot].span, box);
}

/* The cell of the tile being described: the tile before clipping to this
 * run's space, spanning the nest's cover (or space) in dimensions whose
 * tile size is automatic.  It is the same in every run for a tile at the
 * same place, so spans computed from it do not change across runs. */
static inline const bbmm_box *bbmm_spec_cell(const bbmm_tile_spec *s)
{
    return s ? &s->cell : NULL;
}

/* Make "s" hold "n" empty slots. */
static inline bbmm_status bbmmi_spec_prepare(bbmm_tile_spec *s, int n)
{
    int i, b;
    if (n > s->cap) {
        bbmm_tile_slot *ns = (bbmm_tile_slot *)realloc(s->slot, (size_t)n * sizeof(*ns));
        if (!ns)
            return BBMM_ERR_NOMEM;
        memset(ns + s->cap, 0, (size_t)(n - s->cap) * sizeof(*ns));
        s->slot = ns;
        s->cap = n;
    }
    s->nslots = n;
    s->early.n = 0;
    for (i = 0; i < n; i++) {
        bbmm_tile_slot *e = &s->slot[i];
        e->init.n = e->flowout.n = e->late.n = e->writeout.n = e->alloc.n = e->span.n = 0;
        e->nospan = 0;
        for (b = 0; b < BBMM_KMAX_BOXES; b++)
            e->own[b].n = 0;
        for (b = 0; b < BBMM_KMAX_REFS; b++)
            e->byid[b] = -1;
        e->nres = 0;
    }
    return BBMM_OK;
}

/* Free the storage of "s". */
static inline void bbmmi_spec_free(bbmm_tile_spec *s)
{
    int i, b;
    for (i = 0; i < s->cap; i++) {
        bbmm_tile_slot *e = &s->slot[i];
        bbmm_box_list_free(&e->init);
        bbmm_box_list_free(&e->flowout);
        bbmm_box_list_free(&e->late);
        bbmm_box_list_free(&e->writeout);
        bbmm_box_list_free(&e->span);
        bbmm_box_list_free(&e->alloc);
        bbmm_box_list_free(&e->kept);
        bbmm_box_list_free(&e->local);
        bbmm_box_list_free(&e->tmp);
        bbmm_box_list_free(&e->need);
        bbmmi_memo_free(e->memo);
        for (b = 0; b < BBMM_KMAX_BOXES; b++)
            bbmm_box_list_free(&e->own[b]);
        free(e->flags);
    }
    free(s->slot);
    s->slot = NULL;
    s->nslots = s->cap = 0;
    free(s->args);
    s->args = NULL;
    s->nargs = 0;
    bbmm_box_list_free(&s->early);
    bbmm_box_list_free(&s->first);
    bbmm_box_list_free(&s->rest);
}

BBMM_EXTERN_C_END

#endif
