/* pragma-tool/front.c - the front end as one call: pp_model_build() runs
 * the stages of internal.h on every region; pp_model_free(). */
#include <stdlib.h>
#include <string.h>

#include <isl/options.h>

#include "internal.h"

static int front_past_row(const pp_region *r);

#define PP_DEFAULT_MAX_OPS 2000000UL
#define PP_DEFAULT_SCHED_SECONDS 10.0

/* Free the isl objects of region "r". */
static void front_free_region(pp_region *r)
{
    int i, j, k;
    for (i = 0; i < r->nstmts; i++) {
        isl_set_free(r->stmts[i].domain);
        isl_map_free(r->stmts[i].schedule);
    }
    for (i = 0; i < r->naccesses; i++)
        isl_map_free(r->accesses[i].rel);
    for (i = 0; i < r->ndeps; i++)
        isl_map_free(r->deps[i].rel);
    for (i = 0; i < r->nnests; i++) {
        pp_nest *n = &r->nests[i];
        isl_set_free(n->context);
        for (j = 0; j < n->narrays; j++) {
            pp_box_list *l[4] = {&n->arrays[j].init, &n->arrays[j].flowout, &n->arrays[j].writeout,
                                 &n->arrays[j].span};
            int t;
            for (t = 0; t < 4; t++)
                for (k = 0; k < l[t]->n; k++)
                    isl_set_free(l[t]->v[k].set);
        }
    }
    isl_set_free(r->context);
    isl_union_set_free(r->domain);
    isl_union_map_free(r->schedule);
    isl_union_map_free(r->reads);
    isl_union_map_free(r->writes);
}

/* Forget what the analysis set on the nodes below "n". */
static void front_reset_nodes(pp_node *n)
{
    int i;
    if (!n)
        return;
    n->nest = -1;
    switch (n->kind) {
    case PP_NODE_FOR:
        n->u.loop.role = PP_LOOP_HOST;
        n->u.loop.swept = 0;
        n->u.loop.parallel = 0;
        n->u.loop.band_dim = 0;
        front_reset_nodes(n->u.loop.body);
        break;
    case PP_NODE_IF:
        front_reset_nodes(n->u.cond.then_node);
        front_reset_nodes(n->u.cond.else_node);
        break;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            front_reset_nodes(n->u.block.v[i]);
        break;
    default:
        break;
    }
}

/* Undo the model building and analysis of region "r" (before its boxes),
 * so that both can run again. */
static void front_reset_region(pp_region *r)
{
    int i;
    front_free_region(r);
    for (i = 0; i < r->nstmts; i++) {
        r->stmts[i].domain = NULL;
        r->stmts[i].schedule = NULL;
        r->stmts[i].nest = -1;
    }
    for (i = 0; i < r->naccesses; i++)
        r->accesses[i].rel = NULL;
    r->ndeps = 0;
    r->deps = NULL;
    r->nnests = 0;
    r->nests = NULL;
    r->context = NULL;
    r->assumed = NULL;
    r->assumed_text = NULL;
    r->wraps = 0;
    r->overflows = 0;
    r->casts = 0;
    r->splits = 0;
    r->wrapdivs = 0;
    r->below = 0;
    r->ran_assumed = 0;
    r->domain = NULL;
    r->schedule = NULL;
    r->reads = NULL;
    r->writes = NULL;
    front_reset_nodes(r->root);
}

/* Drop what "d" received since it held "errors", "warnings" and "len"
 * bytes of text. */
static void front_diag_back(pp_diag *d, int errors, int warnings, size_t len)
{
    d->errors = errors;
    d->warnings = warnings;
    d->len = len;
    if (d->text)
        d->text[len] = '\0';
}

/* Mark for promotion the webs of scalars declared outside region "r"
 * whose value passes between its nests; return how many. */
static int front_carried_webs(pp_region *r)
{
    int l, n = 0;
    for (l = 0; l < r->nlocals; l++)
        if (r->locals[l].outer && !r->locals[l].promoted && !r->locals[l].promote && !r->locals[l].addressed &&
            pp_outer_carried(r, l)) {
            r->locals[l].promote = 1;
            n++;
        }
    return n;
}

/* Build, type and analyse "r" again from its tree. */
static int front_again(pp_model *m, pp_region *r, pp_diag *d)
{
    front_reset_region(r);
    pp_isl_budget(m, isl_ctx_get_max_operations(m->ctx));
    isl_ctx_reset_error(m->ctx);
    return pp_type_region(m, r, d) || pp_build_region(m, r, d) || pp_analyze_region(m, r, d) ? -1 : 0;
}

/* Nonzero when a nest of "r" writes, in a tile's box, elements other
 * tiles write (pp_nest.shared_hull): its tiles cannot run on several
 * devices at once, and the region stays sequential (codegen.c). */
static int front_shared_hull(const pp_region *r)
{
    int k;
    for (k = 0; k < r->nnests; k++)
        if (r->nests[k].shared_hull >= 0)
            return 1;
    return 0;
}

/* One attempt of front_schedule ("mode": pp_sched_region's): 1 when the
 * new order is kept (and in "*kept" what puts the order before back), 0
 * when the order before is back (built and analysed again, the attempt's
 * diagnostics dropped), -1 on an error.  A new order is kept when it
 * leaves fewer statements without a parallel loop, or as many with deeper
 * kernel bands; split statements (PP_SCHED_SPLIT), when no more than
 * "unparallel" are left without one and no piece has "host" host loops or
 * more around it (the best order found so far). */
static int front_try(pp_model *m, pp_region *r, pp_diag *d, double seconds, int mode, int unparallel, int host,
                     struct pp_sched_undo **kept)
{
    int errors = d->errors, warnings = d->warnings, before = pp_sched_unparallel(r), rc;
    int width = pp_sched_width(r), nstmts = r->nstmts, fail = r->sched_fail, better;
    int host_sum = pp_sched_host_sum(r), host_depth = pp_sched_host_depth(r), inward = 0, nnests = r->nnests;
    size_t len = d->len;
    struct pp_sched_undo *undo;
    rc = pp_sched_region(m, r, seconds, mode, &undo);
    if (rc < 0) {
        pp_error(d, r->pragma, "out of memory");
        return -1;
    }
    if (!rc)
        return 0;
    if (!front_again(m, r, d) && d->errors == errors) {
        if (mode & PP_SCHED_SPLIT)
            better = pp_sched_unparallel(r) <= unparallel && pp_sched_host_depth(r) < host;
        else if (mode & PP_SCHED_FUSE) /* fewer launches, nothing else lost */
            better = r->nnests < nnests && pp_sched_unparallel(r) <= before && pp_sched_width(r) >= width &&
                     pp_sched_host_depth(r) <= host_depth && pp_sched_host_sum(r) <= host_sum;
        else {
            /* deeper kernel bands, but not at the price of host loops:
             * each is a launch per iteration (NPB MG's rprj3: x1[] and
             * y1[] shared across (j3, j2) left S0, S1 and S4 with two
             * host loops, 170,945 runs at class W against 2,968) */
            better = pp_sched_unparallel(r) < before ||
                     (pp_sched_unparallel(r) == before && pp_sched_width(r) > width &&
                      pp_sched_host_depth(r) <= host_depth && pp_sched_host_sum(r) <= host_sum);
            /* a serial loop moved inside the work-items: fewer runs, as
             * many work-items (PP_SCHED_INWARD) */
            inward = !better && !(mode & PP_SCHED_KEEP_OUTER) && pp_sched_unparallel(r) <= before &&
                     pp_sched_host_depth(r) < host_depth && pp_sched_host_sum(r) <= host_sum &&
                     pp_sched_width(r) >= width;
            better |= inward;
        }
        if (better && (r->sched_fail = 1, !pp_boxes_region(m, r, d)) && d->errors == errors &&
            !((mode & PP_SCHED_FUSE) && front_shared_hull(r))) {
            r->sched_fail = 0;
            r->transformed = 1;
            r->outer_kept = (mode & PP_SCHED_KEEP_OUTER) != 0;
            r->unparallel_before = before;
            r->unparallel_after = pp_sched_unparallel(r);
            r->width_before = width;
            r->width_after = pp_sched_width(r);
            r->split_before = (mode & PP_SCHED_SPLIT) ? nstmts : 0;
            r->inward = inward;
            r->fused_from = (mode & PP_SCHED_FUSE) ? nnests : 0;
            r->host_before = inward ? host_depth : host;
            r->host_after = pp_sched_host_depth(r);
            if (kept)
                *kept = undo;
            return 1;
        }
    }
    front_diag_back(d, errors, warnings, len);
    pp_sched_undo(r, undo);
    r->sched_fail = (mode & (PP_SCHED_SPLIT | PP_SCHED_FUSE)) ? fail : r->sched_fail;
    return front_again(m, r, d) ? -1 : 0;
}

/* Region "r" is built and analysed: when statements in its loops have no
 * parallel loop around them, or lie in a kernel band narrower than their
 * loops allow, try the order isl's scheduler gives (schedule.c) and keep
 * it when fewer statements are left without a parallel loop, or as many
 * with deeper kernel bands (more work-items); when that order is not
 * kept and every statement lies in the region's outermost loop, try
 * again with that loop kept outermost and serial (seidel-2d: a wavefront
 * per time step instead of one across them).  An order is kept too when
 * it runs fewer loops on the host with as many work-items (SP's sweep
 * along i: one launch, each work-item a (j, k) line, instead of one
 * launch per i); that is tried on every region with a host loop.  Then, when a statement
 * still has two host loops or more around it, or no parallel loop, try
 * splitting the user's statements first (floyd-warshall: a wavefront per
 * k becomes nine pieces, each parallel in i and j), and keep that when it
 * is better.  Else the order stays, and nothing the attempts reported
 * does. */
static int front_schedule(pp_model *m, pp_region *r, pp_diag *d, double seconds)
{
    int before = pp_sched_unparallel(r), fail = 0, rc = 0, mode = 0, first = 0;
    struct pp_sched_undo *kept = NULL;
    if (seconds < 0)
        return pp_boxes_region(m, r, d);
    if (!pp_sched_wanted(r, 0) && pp_sched_wanted(r, PP_SCHED_INWARD))
        first = PP_SCHED_INWARD;
    if (pp_sched_wanted(r, 0) || first) {
        rc = front_try(m, r, d, seconds, first, 0, 0, &kept);
        if (rc < 0)
            return -1;
        fail = r->sched_fail;
        if (!rc && pp_sched_outer_kept(r) && pp_sched_wanted(r, 0)) {
            mode = PP_SCHED_KEEP_OUTER;
            rc = front_try(m, r, d, seconds, mode, 0, 0, &kept);
            if (rc < 0)
                return -1;
            fail |= r->sched_fail;
        }
        if (!rc) {
            r->sched_tried = before;
            r->sched_widen = first ? 2 : !before;
            r->sched_fail = fail;
        }
    }
    if ((pp_sched_host_depth(r) >= 2 || pp_sched_unparallel(r)) && pp_sched_wanted(r, PP_SCHED_SPLIT) &&
        pp_sched_splittable(r)) {
        int unparallel = pp_sched_unparallel(r), host = pp_sched_host_depth(r), split;
        if (rc) {
            /* from the user's order: pieces of the skewed loops would be
             * parallelograms of the user's */
            pp_sched_undo(r, kept);
            r->transformed = 0;
            if (front_again(m, r, d))
                return -1;
        }
        split = front_try(m, r, d, seconds, PP_SCHED_SPLIT | mode, unparallel, host ? host : 1, NULL);
        if (split)
            return split < 0 ? -1 : 0;
        if (rc) {
            /* the order found before, again (the scheduler gives the same) */
            rc = front_try(m, r, d, seconds, mode ? mode : first, 0, 0, NULL);
            if (rc < 0)
                return -1;
        }
    }
    /* nests that could run as one launch (fdtd-2d's updates of ey and
     * ex, which both only read hz): fused where nothing else moved */
    if (!rc && !r->transformed && pp_sched_wanted(r, PP_SCHED_FUSE)) {
        rc = front_try(m, r, d, seconds, PP_SCHED_FUSE, 0, 0, NULL);
        if (rc < 0)
            return -1;
    }
    return rc ? 0 : pp_boxes_region(m, r, d);
}

/* Return the number of loops of "n" and below that run on the host (a
 * sweep's serial loops counted with them: pp_nest.sweep changes how a
 * nest runs, not which order or expansion is kept). */
static int front_host_loops(const pp_node *n)
{
    int i, k = 0;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        return (n->u.loop.role == PP_LOOP_HOST || n->u.loop.swept) + front_host_loops(n->u.loop.body);
    case PP_NODE_IF:
        return front_host_loops(n->u.cond.then_node) + front_host_loops(n->u.cond.else_node);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            k += front_host_loops(n->u.block.v[i]);
        return k;
    default:
        return 0;
    }
}

/* The scheduler's mode for a first attempt on region "r" (built and
 * analysed): 0, PP_SCHED_INWARD when only fewer host loops are to be had,
 * -1 when it would not be tried. */
static int front_first_mode(const pp_region *r)
{
    return pp_sched_wanted(r, 0) ? 0 : pp_sched_wanted(r, PP_SCHED_INWARD) ? PP_SCHED_INWARD : -1;
}

/* Region "r" is built and analysed and still runs loops on the host:
 * expand its arrays over the loops their own dependences serialise, those
 * of other arrays too ("wide", expand.c: NPB LU's tmat over (i, j), where
 * v's dependences keep i and j serial as written), and try isl's
 * scheduler on the result (a wavefront over i + j needs every (i, j) its
 * own tmat); keep both when the scheduler's order is kept (front_try: a
 * better order, its boxes computed).  1 when kept, 0 when the region is
 * back as it was (built and analysed again, nothing reported), -1 on an
 * error. */
static int front_expand_wide(pp_model *m, pp_region *r, pp_diag *d, double seconds)
{
    int errors = d->errors, warnings = d->warnings, mode, rc;
    size_t len = d->len;
    struct pp_expand_undo *u;
    if (seconds < 0 || !pp_sched_host_depth(r) || front_first_mode(r) < 0)
        return 0;
    rc = pp_expand_region(m, r, 1, &u);
    if (rc <= 0) {
        if (rc < 0)
            pp_error(d, r->pragma, "out of memory");
        return rc;
    }
    if (!front_again(m, r, d) && d->errors == errors && (mode = front_first_mode(r)) >= 0) {
        rc = front_try(m, r, d, seconds, mode, 0, 0, NULL);
        if (rc)
            return rc;
    }
    front_diag_back(d, errors, warnings, len);
    pp_expand_undo(r, u);
    return front_again(m, r, d) ? -1 : 0;
}

/* Region "r" is built and analysed: expand the arrays that alone keep
 * loops of it serial (expand.c), and keep the expansion when the rebuilt
 * region runs fewer loops on the host; else the references stay as they
 * were, and nothing the attempt reported does.  Then, with loops left on
 * the host, front_expand_wide.  1 when that kept an order of the
 * scheduler (boxes computed), 0 when not, -1 on an error. */
static int front_expand(pp_model *m, pp_region *r, pp_diag *d, double seconds)
{
    int errors = d->errors, warnings = d->warnings, before = front_host_loops(r->root), rc;
    size_t len = d->len;
    struct pp_expand_undo *undo;
    rc = pp_expand_region(m, r, 0, &undo);
    if (rc < 0) {
        pp_error(d, r->pragma, "out of memory");
        return -1;
    }
    if (rc) {
        if (!front_again(m, r, d) && d->errors == errors && front_host_loops(r->root) < before)
            return front_expand_wide(m, r, d, seconds);
        front_diag_back(d, errors, warnings, len);
        pp_expand_undo(r, undo);
        if (front_again(m, r, d))
            return -1;
    }
    return front_expand_wide(m, r, d, seconds);
}

/* Region "r" is built and analysed, and some statements have no parallel
 * loop around them (or run inside host loops that the scheduler might
 * move inside the work-items) while its scalars keep isl's scheduler
 * away: expand
 * those scalars (expand.c, pp_expand_scalars: ludcmp's "w" becomes one
 * element per (i, j)), its arrays too over the loops their dependences
 * serialise (pp_expand_region's "wide": NPB LU's blts, whose tmat[5][5]
 * is written then read in each (i, j) as tmp and tmp1 are), and try the
 * scheduler on the result; keep them when
 * fewer statements are left without a parallel loop.  1 when kept (boxes
 * computed), 0 when not (built and analysed, nothing reported): the
 * region is back as it was, or, when "*left" is set, its scalars (and
 * arrays: "*left_arrays") are
 * still expanded for front_expand and front_schedule to try the
 * scheduler's other orders on, because the order it found was better but
 * its boxes too complex (a blts-like wavefront whose inward order fails
 * so keeps the one with deeper kernel bands: tests/gen/regress/
 * expand_offset_bounds.c), and front_left_scalars takes them back when
 * neither keeps anything (an order no better, or none within the time
 * allowed, is not tried again: NPB LU's blts would spend twice its 10
 * seconds more); -1 on an error. */
static int front_expand_scalars(pp_model *m, pp_region *r, pp_diag *d, double seconds,
                                struct pp_expand_undo **left, struct pp_expand_undo **left_arrays)
{
    int errors = d->errors, warnings = d->warnings, before = pp_sched_unparallel(r), rc, wide;
    size_t len = d->len;
    struct pp_expand_undo *undo, *arrays = NULL;
    int inward = !before && pp_sched_host_depth(r) > 0 && !r->ntile && !r->nworkgroup && !r->nparallel;
    if (seconds < 0 || (!before && !inward) || !r->nlocals)
        return 0;
    rc = pp_expand_scalars(m, r, 0, &undo);
    if (rc <= 0) {
        if (rc < 0)
            pp_error(d, r->pragma, "out of memory");
        return rc;
    }
    /* the arrays on the same analysis (their own references and
     * dependences, which the scalars' rewrite leaves alone): one analysis
     * for both */
    if ((wide = pp_expand_region(m, r, 1, &arrays)) < 0) {
        pp_error(d, r->pragma, "out of memory");
        return -1;
    }
    if (arrays && (front_again(m, r, d) || d->errors != errors || !pp_sched_wanted(r, inward ? PP_SCHED_INWARD : 0))) {
        front_diag_back(d, errors, warnings, len);
        pp_expand_undo(r, arrays);
        arrays = NULL;
    }
    if ((arrays || !front_again(m, r, d)) && d->errors == errors && pp_sched_wanted(r, inward ? PP_SCHED_INWARD : 0)) {
        struct pp_sched_undo *su = NULL;
        rc = front_try(m, r, d, seconds, inward ? PP_SCHED_INWARD : 0, 0, 0, &su);
        if (rc < 0)
            return -1;
        if (!rc && r->sched_fail) {
            *left = undo;
            *left_arrays = arrays;
            return 0;
        }
        /* arrays expanded too, or none to expand: those private to the
         * host loops left would be among them */
        if (rc && (!inward || pp_sched_host_depth(r) == 0 || arrays || !wide))
            return 1;
        /* host loops left: arrays private to them, expanded, may leave
         * none (NPB MG's rprj3: x1[] and y1[] over (j3, j2), where the
         * scheduler, the arrays shared, kept two host loops around three
         * of its five statements, 170,945 runs at class W against
         * 2,968); the caller tries that on the region as it was */
        if (rc) {
            pp_sched_undo(r, su);
            r->transformed = r->inward = 0;
        }
    }
    front_diag_back(d, errors, warnings, len);
    pp_expand_undo(r, arrays);
    pp_expand_undo(r, undo);
    return front_again(m, r, d) ? -1 : 0;
}

/* Region "r" is built and analysed, its scalars and arrays expanded
 * (undone by "left" and "left_arrays") and no order of the scheduler kept
 * on it yet (front_expand_scalars): expand its arrays and try the
 * scheduler's other orders; when neither keeps anything, take the
 * expansions back, and nothing the attempts reported stays (the tool's
 * choices on the region as it was, whose scalars keep the scheduler
 * away).  0 when done (boxes computed), -1 on an error. */
static int front_left_scalars(pp_model *m, pp_region *r, pp_diag *d, double seconds, struct pp_expand_undo *left,
                              struct pp_expand_undo *left_arrays)
{
    int errors = d->errors, warnings = d->warnings, narrays = r->narrays, rc;
    size_t len = d->len;
    if ((rc = front_expand(m, r, d, seconds)) < 0 || (!rc && front_schedule(m, r, d, seconds)))
        return -1;
    if (r->transformed || r->narrays > narrays)
        return 0;
    front_diag_back(d, errors, warnings, len);
    pp_expand_undo(r, left_arrays);
    pp_expand_undo(r, left);
    r->sched_tried = r->sched_widen = r->sched_fail = 0;
    return front_again(m, r, d) || pp_boxes_region(m, r, d) ? -1 : 0;
}

/* Region "r" is built and analysed, and webs of scalars declared outside
 * it that the code after it may read are neither promoted nor expanded:
 * expand them (expand.c, with the copy of their last iteration back to
 * the variable: SP's "fac1" keeps its loops parallel), else mark them for
 * promotion (one element of device memory: their loops serial).  0 when
 * there is none or they are expanded (built and analysed), 1 when the
 * region must be built again, -1 on an error. */
static int front_live_webs(pp_model *m, pp_region *r, pp_diag *d, const pp_options *o)
{
    int errors = d->errors, warnings = d->warnings, l, n = 0, rc = 0;
    size_t len = d->len;
    struct pp_expand_undo *undo = NULL;
    for (l = 0; l < r->nlocals; l++)
        n += r->locals[l].outer && r->locals[l].live_out && !r->locals[l].promoted && !r->locals[l].addressed;
    if (!n)
        return 0;
    if (!o->no_expand)
        rc = pp_expand_scalars(m, r, 0, &undo);
    if (rc < 0) {
        pp_error(d, r->pragma, "out of memory");
        return -1;
    }
    if (rc > 0) {
        if (!front_again(m, r, d) && d->errors == errors)
            return 0;
        front_diag_back(d, errors, warnings, len);
        pp_expand_undo(r, undo);
    }
    for (l = 0; l < r->nlocals; l++)
        if (r->locals[l].outer && r->locals[l].live_out && !r->locals[l].promoted && !r->locals[l].addressed)
            r->locals[l].promote = 1;
    return 1;
}

/* Region "r" is built and analysed, and webs of scalars declared outside
 * it pass their values between its nests (front_carried_webs marked them
 * for promotion: one element of device memory, their loops serial).
 * Before that, expand them over the loops they are private to, with the
 * arrays written then read in each iteration of the loops they serialise
 * ("wide", expand.c: NPB BT's initialize, whose scratch Pface[2][3][5] is
 * filled and read at each (i, j, k) beside xi, eta and zeta, computed in
 * the loops around it), and keep both when the rebuilt region passes no
 * web between nests and runs fewer loops on the host.  1 when kept (built
 * and analysed), 0 when the region is back as it was, its webs marked
 * again, -1 on an error. */
static int front_expand_webs(pp_model *m, pp_region *r, pp_diag *d)
{
    int errors = d->errors, before = front_host_loops(r->root), l, rc;
    struct pp_expand_undo *undo = NULL, *arrays = NULL;
    rc = pp_expand_scalars(m, r, 1, &undo);
    for (l = 0; l < r->nlocals; l++)
        r->locals[l].promote = 0;
    if (rc > 0 && pp_expand_region(m, r, 1, &arrays) < 0)
        rc = -1;
    if (rc < 0) {
        pp_error(d, r->pragma, "out of memory");
        return -1;
    }
    if (rc > 0) {
        if (!front_again(m, r, d) && d->errors == errors && !front_carried_webs(r) &&
            front_host_loops(r->root) < before)
            return 1;
        pp_expand_undo(r, arrays);
        pp_expand_undo(r, undo);
    }
    for (l = 0; l < r->nlocals; l++)
        r->locals[l].promote = 0;
    return front_again(m, r, d) ? -1 : 0;
}

/* Build and analyse region "r" and compute its boxes; build and analyse a
 * second time when a web of a scalar declared outside it must be promoted
 * (model.h, pp_scalar), the first round's messages dropped; else expand
 * arrays and try isl's scheduler. */
static int front_region(pp_model *m, pp_region *r, pp_diag *d, const pp_options *o, double seconds)
{
    int errors = d->errors, warnings = d->warnings, carried, k;
    size_t len = d->len;
    if (pp_build_region(m, r, d) || pp_analyze_region(m, r, d))
        return -1;
    if ((k = front_past_row(r)) >= 0) { /* before any expansion renames the references */
        r->past_row = 1;
        r->past_row_loc = r->accesses[k].expr ? r->accesses[k].expr->loc : r->pragma;
        r->past_row_array = pp_array_c(&r->arrays[r->accesses[k].array]);
    }
    pp_jagged_snapshots(m, r);
    r->host_written = pp_sched_host_depth(r);
    if (m->grow_trial && !r->host_written)
        return -1; /* no serial loop to move inside: growing gains nothing */
    switch (pp_dead_stores(m, r)) {
    case -1:
        pp_error(d, r->pragma, "out of memory");
        return -1;
    case 0:
        break;
    default:
        front_diag_back(d, errors, warnings, len);
        if (front_again(m, r, d))
            return -1;
        break;
    }
    switch (front_live_webs(m, r, d, o)) {
    case -1:
        return -1;
    case 1:
        front_diag_back(d, errors, warnings, len);
        if (front_again(m, r, d))
            return -1;
        break;
    default:
        break;
    }
    carried = front_carried_webs(r);
    if (carried && !o->no_expand) {
        switch (front_expand_webs(m, r, d)) {
        case -1:
            return -1;
        case 1:
            return front_schedule(m, r, d, seconds);
        default:
            front_diag_back(d, errors, warnings, len);
            if (!(carried = front_carried_webs(r)))
                return -1; /* cannot be: the region is as it was */
            break;
        }
    }
    if (!carried) {
        struct pp_expand_undo *left = NULL, *left_arrays = NULL;
        int rc = o->no_expand ? 0 : front_expand_scalars(m, r, d, seconds, &left, &left_arrays);
        if (rc)
            return rc < 0 ? -1 : 0;
        if (left)
            return front_left_scalars(m, r, d, seconds, left, left_arrays);
        rc = o->no_expand ? 0 : front_expand(m, r, d, seconds);
        return rc < 0 ? -1 : rc ? 0 : front_schedule(m, r, d, seconds);
    }
    front_diag_back(d, errors, warnings, len);
    front_reset_region(r);
    return pp_build_region(m, r, d) || pp_analyze_region(m, r, d) || pp_boxes_region(m, r, d) ? -1 : 0;
}

void pp_model_free(pp_model *m)
{
    int i;
    if (!m)
        return;
    for (i = 0; i < m->nregions; i++)
        front_free_region(&m->regions[i]);
    if (m->ctx)
        isl_ctx_free(m->ctx);
    pp_arena_free(m->arena);
    free(m);
}

/* Region "r" of "m" through the front end (types, isl model, dependences,
 * order, boxes, jagged arrays): 0, or -1 after an error in "diag".  A
 * region too big for the analysis runs as written, with a warning. */
static int front_one(pp_model *m, pp_region *r, const pp_options *opts, pp_diag *diag)
{
    int errors = diag->errors, warnings = diag->warnings, rc = 0;
    size_t len = diag->len;
    unsigned long max_ops = opts->max_ops ? opts->max_ops : PP_DEFAULT_MAX_OPS;
    isl_ctx_reset_error(m->ctx);
    pp_isl_budget(m, max_ops);
    pp_print_region(r);
    if (pp_fold_region(m, r)) {
        pp_error(diag, r->pragma, "out of memory");
        rc = -1;
    } else if (pp_type_region(m, r, diag)) {
        rc = -1;
    } else if (front_region(m, r, diag, opts, opts->sched_seconds > 0 ? opts->sched_seconds
                                        : opts->sched_seconds < 0 ? -1.0 : PP_DEFAULT_SCHED_SECONDS)) {
        /* too big for the analysis within its budget: the region is
         * valid C, so it runs as written (sequential, exact) */
        if (isl_ctx_last_error(m->ctx) == isl_error_quota) {
            front_diag_back(diag, errors, warnings, len);
            r->too_complex = 1;
            pp_warning(diag, r->pragma,
                       "region '%s' is too big for the polyhedral analysis within %lu isl operations "
                       "(--max-ops): it runs as written, on the host",
                       r->name, max_ops);
        } else {
            rc = -1;
        }
    } else if (pp_jagged_region(m, r, diag)) {
        rc = -1;
    }
    pp_print_region(NULL);
    pp_isl_budget(m, 0);
    if (m->isl_stopped)
        diag->isl_stopped = 1;
    return rc;
}

/* Return nonzero when a region-local scalar "l" is declared below "n". */
static int front_declares(const pp_node *n, int l)
{
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        return front_declares(n->u.loop.body, l);
    case PP_NODE_IF:
        return front_declares(n->u.cond.then_node, l) || front_declares(n->u.cond.else_node, l);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (front_declares(n->u.block.v[i], l))
                return 1;
        return 0;
    case PP_NODE_DECL:
        return n->u.decl.local == l;
    default:
        return 0;
    }
}

/* Return nonzero when local "l" (a web of an outer scalar) lives within
 * nest "n": every reference to it is a statement of "n", and it is private
 * to the nest's host loops at least (so one work-item's copy serves it). */
static int front_outer_in_nest(const pp_region *r, const pp_nest *n, int l)
{
    (void)n;
    return !pp_outer_carried(r, l);
}

/* Return a region-local scalar that the statements of nest "n" use but
 * that is declared outside the nest (in another launch), or -1. */
static int front_foreign_local(const pp_region *r, const pp_nest *n)
{
    int i, j;
    for (i = 0; i < n->nstmts; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        for (j = 0; j < s->naccesses; j++) {
            const pp_access *a = &r->accesses[s->accesses[j]];
            if (a->array >= 0)
                continue;
            if (r->locals[a->local].outer ? !front_outer_in_nest(r, n, a->local) : !front_declares(n->root, a->local))
                return a->local;
        }
    }
    return -1;
}

/* Nonzero when region "r" (its model built by the front end) runs on the
 * host as written, with a warning into "diag" saying why: too complex, a
 * large body whose loops stay on the host around its kernels, nothing to
 * run, no parallel loop, a tile's write box over other tiles' writes, or
 * scalars whose address a call takes that carry values across it or
 * between its launches.  The code generator (codegen.c) and the trial of a
 * region grown over a loop (front_grow_trial: a grown region that would
 * run here is not kept, the user's regions run on the devices) ask the
 * same. */
/* The first reference of region "r" whose subscript in a dimension after
 * the first may reach past that dimension's extent (NPB-style helpers
 * that fill a block through a pointer to its first row, "d[t]" for every
 * t < 15 of a "P[3][5]", reached as P[0][t]: the analysis takes P[0][7]
 * and P[1][2] for two elements, the program's memory holds one), or -1.
 * Where isl cannot tell, the reference counts as one. */
static int front_past_row(const pp_region *r)
{
    int k;
    for (k = 0; k < r->naccesses; k++) {
        const pp_access *a = &r->accesses[k];
        const pp_array *y;
        isl_set *range, *ext, *out;
        isl_bool in, empty;
        if (a->array < 0 || !a->rel)
            continue;
        y = &r->arrays[a->array];
        if (y->ndim < 2 || y->scalar || y->jagged || y->inferred || y->expansion_of || !y->extent)
            continue;
        range = isl_map_range(isl_map_copy(a->rel));
        if (r->context)
            range = isl_set_intersect_params(range, isl_set_copy(r->context));
        ext = pp_array_extent_from(y, range, 1);
        if (!ext) { /* an extent that is no affine expression of the parameters */
            isl_set_free(range);
            continue;
        }
        /* past the extent for every value of the parameters the reference
         * runs for: a pointer's reach, not a parameter's range the context
         * does not bound (NPB LU's ldz[i][j][m][0] for j <= jend, jend at
         * most ISIZ2 - 1 only at run time) */
        out = isl_set_subtract(isl_set_copy(range), ext);
        empty = isl_set_is_empty(out);
        if (empty == isl_bool_false) {
            isl_set *ran = isl_set_params(isl_set_copy(range)), *bad = isl_set_params(isl_set_copy(out));
            in = isl_set_is_subset(ran, bad);
            isl_set_free(ran);
            isl_set_free(bad);
        } else {
            in = isl_bool_false;
        }
        isl_set_free(out);
        isl_set_free(range);
        if (empty < 0 || in != isl_bool_false)
            return k;
    }
    return -1;
}

int pp_region_sequential(const pp_region *r, pp_diag *diag)
{
    int k, large;
    if (r->too_complex)
        return 1;
    if (r->past_row) {
        pp_warning(diag, r->past_row_loc,
                   "a subscript of '%s' after its first may reach past its dimension's extent (a helper's "
                   "pointer into one row, indexed past its end?): the analysis would take two names of one "
                   "element for two; region left as sequential code",
                   r->past_row_array);
        return 1;
    }
    /* a large body (PP_LARGE_REFS references, or dependences that took
     * classes of references: NPB LU's blts, a wavefront over i and j
     * around 5x5 block algebra) with loops left on the host around its
     * kernels: a launch per iteration of a few work-items each, far
     * slower than the host */
    large = r->shared_deps || r->naccesses > PP_LARGE_REFS;
    for (k = 0; large && k < r->nnests && !r->nests[k].nhost; k++)
        ;
    if (large && k < r->nnests) {
        pp_warning(diag, r->nests[k].root ? r->nests[k].root->loc : r->pragma,
                   "%d loop%s of this large region (%d references) stay on the host around its kernels, a launch "
                   "per iteration: it runs as written, on the host",
                   r->nests[k].nhost, r->nests[k].nhost == 1 ? "" : "s", r->naccesses);
        return 1;
    }
    if (!r->nnests) {
        pp_warning(diag, r->pragma, "no statement of the region runs: nothing to put on the devices");
        return 1;
    }
    for (k = 0; k < r->nnests && !r->nests[k].nband; k++)
        ;
    if (k == r->nnests) {
        pp_warning(diag, r->nests[0].root->loc,
                   "no parallel loop in the region: it would run as single-work-item device launches%s",
                   r->nests[0].nhost ? ", one per iteration of its loops" : "");
        return 1;
    }
    for (k = 0; k < r->nnests; k++)
        if (r->nests[k].shared_hull >= 0) {
            const pp_access *a = &r->accesses[r->nests[k].shared_hull];
            pp_warning(diag, a->expr->loc,
                       "the box of what a tile writes to '%s' holds elements other tiles write: the tiles of the "
                       "loop over '%s' cannot run on several devices at once",
                       pp_array_c(&r->arrays[a->array]), r->nests[k].band[0]->u.loop.iter);
            return 1;
        }
    for (k = 0; k < r->nlocals; k++) {
        const pp_scalar *l = &r->locals[k];
        if (l->outer && !l->promoted && l->incoming) {
            pp_warning(diag, l->loc,
                       "'%s' is read before the region writes it (its value comes from before the region or from "
                       "an earlier iteration) and a call takes its address: region left as sequential code",
                       l->name);
            return 1;
        }
        if (l->outer && !l->promoted && l->live_out) {
            pp_warning(diag, l->loc,
                       "'%s' is written in the region and may be read after it (it is not a variable of this "
                       "function used only here), and a call takes its address: region left as sequential code",
                       l->name);
            return 1;
        }
    }
    for (k = 0; k < r->nnests; k++) {
        int l = front_foreign_local(r, &r->nests[k]);
        if (l >= 0 && r->locals[l].outer) {
            pp_warning(diag, r->locals[l].loc,
                       "'%s' carries a value between parts of the region that run as separate device launches, "
                       "and a call takes its address: region left as sequential code",
                       r->locals[l].name);
            return 1;
        }
        if (l >= 0) {
            pp_warning(diag, r->locals[l].loc,
                       "scalar '%s' is declared and used in parts of the region that run as separate device "
                       "launches",
                       r->locals[l].name);
            return 1;
        }
    }
    return 0;
}

/* Try the loops "c" (grow.c's candidates) on top of those "m" grows
 * regions over: a model of its own, parsed from the tokens "base" with
 * all of them, where only the grown regions go through the front end.
 * Each is kept ("kept") when it is accepted without a message and isl's
 * scheduler moved a serial loop inside the work-items.  0 or -1. */
static int front_grow_trial(const pp_model *m, const pp_options *opts, const pp_tokens *base, const char *raw,
                            size_t rawlen, pp_grow *c, int nc, pp_diag *diag)
{
    pp_model *t = calloc(1, sizeof(*t));
    pp_grow *all = NULL;
    pp_tokens toks;
    pp_diag scratch;
    int i, k, rc = -1;
    memset(&scratch, 0, sizeof(scratch));
    memset(&toks, 0, sizeof(toks));
    if (!t || !(t->arena = pp_arena_new()) || !(t->ctx = isl_ctx_alloc()))
        goto done;
    isl_options_set_on_error(t->ctx, ISL_ON_ERROR_CONTINUE);
    all = calloc((size_t)(m->ngrows + nc), sizeof(*all));
    if (!all || !(t->input = pp_strdup(t->arena, m->input)))
        goto done;
    for (i = 0; i < m->ngrows; i++)
        all[i] = m->grows[i];
    for (k = 0; k < nc; k++)
        all[m->ngrows + k] = c[k];
    t->grows = all;
    t->ngrows = m->ngrows + nc;
    t->no_auto_data = 1;
    t->grow_trial = 1;
    if (pp_grow_tokens(base, all, t->ngrows, &toks))
        goto done;
    (void)pp_parse(t, &toks, raw, rawlen, &scratch);
    for (k = 0; k < nc; k++)
        for (i = 0; i < t->nregions; i++) {
            pp_region *r = &t->regions[i];
            int errors = scratch.errors;
            if (!r->grown || r->pragma.offset != c[k].for_offset)
                continue;
            c[k].kept = !front_one(t, r, opts, &scratch) && scratch.errors == errors && !r->too_complex &&
                        pp_sched_host_depth(r) < r->host_written && !pp_region_sequential(r, &scratch);
            break;
        }
    rc = 0;
done:
    if (scratch.isl_stopped)
        diag->isl_stopped = 1;
    pp_grow_tokens_free(&toks);
    pp_diag_clear(&scratch);
    free(all);
    pp_model_free(t);
    return rc;
}

/* Forget what pp_parse() put into "m", to parse it again. */
static void front_unparse(pp_model *m)
{
    int i;
    for (i = 0; i < m->nregions; i++)
        front_free_region(&m->regions[i]);
    m->nregions = 0;
    m->regions = NULL;
    m->ndirs = 0;
    m->dirs = NULL;
    m->nautos = 0;
    m->autos = NULL;
    m->nleaves = 0;
    m->leaves = NULL;
    m->nfuncs = 0;
    m->funcs = NULL;
}

/* Parse "base" into "m", with its regions grown over the loops around
 * them where the front end keeps that (grow.c): each round parses with
 * the loops kept so far, asks for the loops around the regions not yet
 * tried, tries them (front_grow_trial) and parses again when one was
 * kept.  0, or -1 after an error in "diag". */
static int front_parse(pp_model *m, const pp_options *opts, const pp_tokens *base, const char *raw, size_t rawlen,
                       pp_diag *diag)
{
    pp_grow *grows = NULL, *tried = NULL, *c = NULL;
    int ngrows = 0, ntried = 0, nc, cap = 0, cap_tried = 0, k, kept;
    int errors = diag->errors, warnings = diag->warnings;
    size_t len = diag->len;
    for (;;) {
        pp_tokens toks;
        int rc;
        if (pp_grow_tokens(base, grows, ngrows, &toks))
            goto oom;
        m->grows = grows;
        m->ngrows = ngrows;
        rc = pp_parse(m, &toks, raw, rawlen, diag);
        if (rc || opts->no_grow || pp_grow_candidates(&toks, m, raw, rawlen, tried, ntried, m->arena, &c, &nc) ||
            !nc || front_grow_trial(m, opts, base, raw, rawlen, c, nc, diag)) {
            pp_grow_tokens_free(&toks);
            return rc;
        }
        pp_grow_tokens_free(&toks);
        for (k = kept = 0; k < nc; k++) {
            if (pp_vec_push(m->arena, &tried, &ntried, &cap_tried, sizeof(c[k]), &c[k]))
                goto oom;
            if (c[k].kept && ++kept && pp_vec_push(m->arena, &grows, &ngrows, &cap, sizeof(c[k]), &c[k]))
                goto oom;
        }
        if (!kept)
            return 0;
        front_diag_back(diag, errors, warnings, len);
        front_unparse(m);
    }
oom:
    pp_error(diag, (pp_loc){m->input, 0, 0, -1}, "out of memory");
    return -1;
}

pp_model *pp_model_build(const pp_options *opts, pp_diag *diag)
{
    pp_model *m = calloc(1, sizeof(*m));
    pp_tokens toks = {0};
    const char *raw = NULL;
    size_t rawlen = 0;
    int i, rc = 0;
    if (!m || !(m->arena = pp_arena_new()) || !(m->ctx = isl_ctx_alloc())) {
        pp_error(diag, (pp_loc){NULL, 0, 0, -1}, "out of memory");
        pp_model_free(m);
        return NULL;
    }
    isl_options_set_on_error(m->ctx, getenv("BBMM_PP_ISL_ABORT") ? ISL_ON_ERROR_ABORT : ISL_ON_ERROR_CONTINUE);
    m->input = pp_strdup(m->arena, opts->input);
    m->no_auto_data = opts->no_auto_data;
    if (!m->input || pp_source_tokens(m->arena, opts, &toks, &raw, &rawlen, diag) ||
        front_parse(m, opts, &toks, raw, rawlen, diag)) {
        pp_tokens_free(&toks);
        pp_model_free(m);
        return NULL;
    }
    pp_tokens_free(&toks);
    for (i = 0; i < m->nregions; i++)
        if (front_one(m, &m->regions[i], opts, diag))
            rc = -1;
    if (rc || diag->errors) {
        pp_model_free(m);
        return NULL;
    }
    return m;
}
