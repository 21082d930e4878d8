/* pragma-tool/explain.c - "bbmm-pp --explain": the model of each region
 * in words a scientist can check against the code: parameters, arrays,
 * statements with their iteration domains and references, dependences,
 * which loops run on the host and which form the kernel band, and the
 * per-tile boxes as the C expressions the generated code evaluates.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const char *const ex_dep_names[] = {"flow  ", "anti  ", "output"};

/* Print the isl object text "s" (freed) indented. */
static void ex_isl(FILE *f, char *s)
{
    fprintf(f, "%s\n", s ? s : "?");
    free(s);
}

/* Print "s" to "f" without the bbmm_pp_ helper prefix. */
static void ex_readable(FILE *f, const char *s)
{
    pp_str b = {0};
    pp_str_add_readable(&b, s ? s : "?");
    fputs(pp_str_get(&b), f);
    pp_str_free(&b);
}

/* Print the reference "k" as "S0 writes A[i][j]". */
static void ex_ref(FILE *f, const pp_region *r, int k)
{
    const pp_access *a = &r->accesses[k];
    pp_str b = {0};
    pp_print_expr(&b, a->expr);
    fprintf(f, "%s %s %s", r->stmts[a->stmt].name, a->write ? (a->read ? "updates" : "writes") : "reads",
            pp_str_get(&b));
    pp_str_free(&b);
}

/* Print the statement text of node "n" on one line. */
static void ex_stmt_text(FILE *f, const pp_region *r, const pp_node *n)
{
    pp_str b = {0};
    if (n->kind == PP_NODE_ASSIGN) {
        pp_print_expr(&b, n->u.assign.lhs);
        pp_str_addf(&b, " %s ", n->u.assign.op);
        pp_print_expr(&b, n->u.assign.rhs);
    } else if (n->kind == PP_NODE_CALL) {
        pp_print_expr(&b, n->u.call.expr);
    } else if (n->kind == PP_NODE_IF) {
        pp_str_add(&b, "if (");
        pp_print_expr(&b, n->u.cond.cond);
        pp_str_add(&b, ") ... (the writes below may happen)");
        fprintf(f, "%s", pp_str_get(&b));
        pp_str_free(&b);
        return;
    } else {
        pp_str_addf(&b, "%s %s = ", r->locals[n->u.decl.local].type, r->locals[n->u.decl.local].name);
        pp_print_expr(&b, n->u.decl.init);
    }
    fprintf(f, "%s;", pp_str_get(&b));
    pp_str_free(&b);
}

/* Print one box list of a nest array. */
static void ex_boxes(FILE *f, const pp_region *r, const char *what, const pp_box_list *l)
{
    int i, d;
    for (i = 0; i < l->n; i++) {
        const pp_box *x = &l->v[i];
        fprintf(f, "      %-9s ", what);
        for (d = 0; d < x->ndim; d++) {
            fputs("[", f);
            if (!strcmp(x->lo[d], x->hi[d])) {
                ex_readable(f, x->lo[d]);
            } else {
                ex_readable(f, x->lo[d]);
                fputs(" .. ", f);
                ex_readable(f, x->hi[d]);
            }
            fputs("]", f);
        }
        if (x->flags) {
            fputs("  ", f);
            if (x->flags & PP_BOX_READ)
                fputs(" read", f);
            if (x->flags & PP_BOX_WRITE)
                fputs(" write", f);
            if (x->flags & PP_BOX_WRITE_ALL)
                fputs(" (every element)", f);
            if (x->flags & PP_BOX_ITER_LOCAL)
                fputs(" iteration-local", f);
            if (x->flags & PP_BOX_LATE)
                fputs(" late (read two runs on or later: no early flow-out)", f);
        }
        if (strcmp(x->guard, "1")) {
            fputs("   when ", f);
            ex_readable(f, x->guard);
        }
        fputs("\n", f);
        if (x->sink >= 0) {
            fputs("                (", f);
            ex_ref(f, r, x->access);
            fputs(", then ", f);
            ex_ref(f, r, x->sink);
            fputs(")\n", f);
        }
    }
}

/* Print, for each reference of nest "n" to array "array", the initial box
 * its kernel access is bound to (the launch passes the resident box that
 * holds all of that box: no search per access), or why it is searched. */
static void ex_bindings(FILE *f, const pp_region *r, const pp_nest *n, int array)
{
    int i, j, slot;
    for (slot = 0; slot < n->narrays && n->arrays[slot].array != array; slot++)
        ;
    for (i = 0; i < n->nstmts; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        for (j = 0; j < s->naccesses; j++) {
            const pp_access *a = &r->accesses[s->accesses[j]];
            if (a->array != array)
                continue;
            fputs("      reference ", f);
            ex_ref(f, r, s->accesses[j]);
            if (a->box < 0)
                fputs(": touches nothing in any tile\n", f);
            else if (a->box >= PP_KMAX_REFS)
                fprintf(f, ": initial box %d; its box is searched per access (past %d boxes)\n", a->box,
                        PP_KMAX_REFS);
            else if (pp_box_hoisted(r, n, slot, a->box))
                fprintf(f,
                        ": initial box %d, served by the box holding all of it; else looked up once per "
                        "work-item (per access where its elements lie in several boxes)\n",
                        a->box);
            else
                fprintf(f,
                        ": initial box %d, served by the box holding all of it (else searched at the access: "
                        "once per work-item)\n",
                        a->box);
        }
    }
}

/* Print the role of every loop below "n". */
static void ex_loops(FILE *f, const pp_region *r, const pp_node *n)
{
    int i;
    if (!n)
        return;
    if (n->kind == PP_NODE_FOR) {
        const char *role = n->u.loop.role == PP_LOOP_HOST   ? "host (serial)"
                           : n->u.loop.swept                ? "kernel band, swept"
                           : n->u.loop.role == PP_LOOP_BAND ? "kernel band"
                                                            : "inside the kernel";
        fprintf(f, "    %*s%-6s line %-4d %s", 2 * n->u.loop.depth, "", n->u.loop.iter, n->loc.line, role);
        if (n->u.loop.role == PP_LOOP_BAND)
            fprintf(f, " dimension %d", n->u.loop.band_dim);
        fprintf(f, ", %s", n->u.loop.parallel ? "parallel" : "carries a dependence");
        if (n->nest >= 0)
            fprintf(f, "  [starts nest %s]", r->nests[n->nest].name);
        fputs("\n", f);
        ex_loops(f, r, n->u.loop.body);
    } else if (n->kind == PP_NODE_IF) {
        ex_loops(f, r, n->u.cond.then_node);
        ex_loops(f, r, n->u.cond.else_node);
    } else if (n->kind == PP_NODE_BLOCK) {
        for (i = 0; i < n->u.block.n; i++)
            ex_loops(f, r, n->u.block.v[i]);
    }
}

/* Print " i (line 85), i (line 88)" for the parallel loops of chain body "b". */
static void ex_chain_loops(FILE *f, const pp_node *b)
{
    int i, k = 0;
    while (b && b->kind == PP_NODE_BLOCK && b->u.block.n == 1)
        b = b->u.block.v[0];
    for (i = 0; b && i < (b->kind == PP_NODE_BLOCK ? b->u.block.n : 1); i++) {
        const pp_node *c = b->kind == PP_NODE_BLOCK ? b->u.block.v[i] : b;
        if (c->kind == PP_NODE_FOR && c->u.loop.parallel)
            fprintf(f, "%s %s (line %d)", k++ ? "," : "", c->u.loop.iter, c->loc.line);
    }
}

/* Print nest "n" of region "r". */
static void ex_nest(FILE *f, const pp_model *m, const pp_region *r, const pp_nest *n)
{
    int i, d;
    fprintf(f, "  nest %s:\n", n->name);
    fputs("    host loops:", f);
    for (i = 0; i < n->nhost; i++)
        fprintf(f, " %s", n->host[i]->u.loop.iter);
    fputs(n->nhost ? "\n" : " none\n", f);
    fputs("    kernel band:", f);
    for (i = 0; i < n->nband; i++)
        fprintf(f, " %s", n->band[i]->u.loop.iter);
    fputs(n->nband ? "\n" : " none (the statement runs as a single work-item)\n", f);
    if (n->chain) {
        fprintf(f, "    chain: %s serial, run inside one work-group, its body part by part with a barrier after each: "
                   "statements and serial loops by one work-item, loops",
                n->band[0]->u.loop.iter);
        ex_chain_loops(f, n->band[0]->u.loop.body);
        fputs(" shared by the items: one launch per run, not one per part and step\n", f);
    } else if (n->sweep) {
        fputs("    sweep:", f);
        for (i = 0; i < n->sweep; i++)
            fprintf(f, " %s", n->band[i]->u.loop.iter);
        fprintf(f, " serial, run inside one work-group with a barrier after each step, around %s in parallel: one "
                   "launch per run, not one per step (a wavefront of short steps)\n",
                n->band[n->sweep]->u.loop.iter);
    }
    fputs("    statements:", f);
    for (i = 0; i < n->nstmts; i++)
        fprintf(f, " %s", r->stmts[n->stmts[i]].name);
    fputs("\n", f);
    if (strcmp(n->space_guard, "1")) {
        fputs("    runs when: ", f);
        ex_readable(f, n->space_guard);
        fputs("\n", f);
    }
    for (d = 0; d < n->nband; d++) {
        fprintf(f, "    band space: %s in ", n->band[d]->u.loop.iter);
        ex_readable(f, n->space_lo[d]);
        fputs(" .. ", f);
        ex_readable(f, n->space_hi[d]);
        fprintf(f, "; tile tlo%d .. thi%d, size %s\n", d, d, n->tile[d] ? n->tile[d] : "chosen at run time");
    }
    if (n->nband) {
        fputs("    work-group: ", f);
        for (d = 0; d < n->nband && n->workgroup[0]; d++)
            fprintf(f, "%s%lld", d ? " x " : "", n->workgroup[d]);
        fputs(n->workgroup_chosen ? " (straight-line, no neighbouring rows read: wide rows; BBMM_WORKGROUP "
                                    "overrides it)\n"
              : n->workgroup[0] ? " (workgroup clause; BBMM_WORKGROUP overrides it)\n"
              : n->nband == 2 && pp_writes_guarded(n->band[1]->u.loop.body)
                  ? "the runtime's (BBMM_WORKGROUP, else 8 x 16 on GPUs, whose work-items take consecutive points "
                    "here, 8 x 32 elsewhere)\n"
                  : "the runtime's (BBMM_WORKGROUP, else 64 / 8 x 32 / 2 x 4 x 32)\n",
              f);
    }
    if (n->nfuncs) {
        fputs("    functions copied into the kernel:", f);
        for (i = 0; i < n->nfuncs; i++)
            fprintf(f, " %s", m->funcs[n->funcs[i]].name);
        fputs("\n", f);
    }
    if (n->nscalars) {
        fputs("    scalar arguments:", f);
        for (i = 0; i < n->nscalars; i++)
            fprintf(f, " %s", pp_scalar_c(&r->scalars[n->scalars[i]]));
        fputs("\n", f);
    }
    for (i = 0; i < n->narrays; i++) {
        const pp_nest_array *a = &n->arrays[i];
        fprintf(f, "    array %s, boxes per tile:\n", pp_array_c(&r->arrays[a->array]));
        ex_boxes(f, r, "initial", &a->init);
        ex_bindings(f, r, n, a->array);
        ex_boxes(f, r, "flow-out", &a->flowout);
        ex_boxes(f, r, "write-out", &a->writeout);
        ex_boxes(f, r, "span", &a->span);
        if (!a->flowout.n)
            fputs("      flow-out  none\n", f);
        if (!a->writeout.n)
            fputs("      write-out none\n", f);
    }
}

/* Print region "r". */
static void ex_region(FILE *f, const pp_model *m, const pp_region *r)
{
    int i, j;
    if (r->grown)
        fprintf(f,
                "region %s (the loop at %s:%d:%d, grown from #pragma bbmm at %s:%d:%d over %d serial loop%s "
                "whose bodies hold only regions and scalar assignments: isl's scheduler moves them inside the "
                "work-items; --no-grow keeps the regions as written)\n",
                r->name, r->pragma.file, r->pragma.line, r->pragma.col, r->grown_from.file, r->grown_from.line,
                r->grown_from.col, r->grown, r->grown == 1 ? "" : "s");
    else
        fprintf(f, "region %s (#pragma %s at %s:%d:%d)\n", r->name, r->scop ? "scop" : "bbmm", r->pragma.file,
                r->pragma.line, r->pragma.col);
    if (r->too_complex) {
        fputs("  too big for the polyhedral analysis within the isl operation limit (--max-ops): runs as written, "
              "on the host\n",
              f);
        return;
    }
    fputs("  parameters:", f);
    for (i = 0; i < r->nparams; i++)
        fprintf(f, "%s %s%s%s (%s%s)", i ? "," : "", r->params[i].c_expr, r->params[i].synthetic ? " as " : "",
                r->params[i].synthetic ? r->params[i].name : "", r->params[i].c_type,
                r->params[i].synthetic ? ", read where the region starts" : "");
    fputs(r->nparams ? "\n" : " none\n", f);
    if (r->assumed) /* build.c: bld_assumptions */
        fprintf(f, "  assumed: %s (elsewhere the host runs it as written: there %s)\n", r->assumed_text,
                pp_assumed_why(r));
    for (i = 0; i < r->narrays; i++) {
        const pp_array *a = &r->arrays[i];
        fprintf(f, "  array %s: %s", pp_array_c(a), a->elem_type);
        for (j = 0; j < a->ndim; j++)
            fprintf(f, "[%s]", a->extent[j]);
        fprintf(f, "%s%s%s%s\n", a->read ? ", read" : "", a->written ? ", written" : "",
                a->from_clause ? " (extents from array())" : "",
                a->scalar ? " (the scalar, registered at its address)" : "");
        if (a->c_expr)
            fprintf(f, "    a struct member, %s in the kernels; never kept on the devices by an automatic data scope\n",
                    a->name);
        if (a->in_region)
            fprintf(f, "    declared inside the region (line %d): one array for the run, declared where it starts; "
                       "each iteration writes what it reads\n",
                    a->decl.line);
        if (a->expanded_to)
            fprintf(f, "    expanded into %s: only its accesses keep loops serial, every read gets a value written "
                       "in the same iteration\n",
                    r->arrays[a->expanded_to - 1].name);
        if (a->expansion_of && !a->last_guard) {
            int scalar = r->arrays[a->expansion_of - 1].scalar;
            fprintf(f, "    one copy of %s%s per iteration of loop%s", scalar ? "scalar " : "",
                    pp_array_c(&r->arrays[a->expansion_of - 1]), a->nexp == 1 ? "" : "s");
            for (j = 0; j < a->nexp; j++)
                fprintf(f, "%s %s", j ? "," : "", a->exp_iter[j]);
            fputs(scalar ? " (scalar expansion: the scalar is dead after the region)\n"
                         : " (the array is dead after the region: nothing of it is copied back)\n",
                  f);
        } else if (a->expansion_of) {
            fprintf(f, "    one copy of %s per iteration of loop%s", pp_array_c(&r->arrays[a->expansion_of - 1]),
                    a->nexp == 1 ? "" : "s");
            for (j = 0; j < a->nexp; j++)
                fprintf(f, "%s %s", j ? "," : "", a->exp_iter[j]);
            fprintf(f, "; after the region, when %s, %s takes the copy of iteration (", a->last_guard,
                    pp_array_c(&r->arrays[a->expansion_of - 1]));
            for (j = 0; j < a->nexp; j++)
                fprintf(f, "%s%s", j ? ", " : "", a->last[j]);
            fputs(") for the elements", f);
            for (j = 0; j < a->ndim - a->nexp; j++)
                if (a->wstep && a->wstep[j] > 1)
                    fprintf(f, " [%s .. %s, every %lld]", a->wlo[j], a->whi[j], a->wstep[j]);
                else
                    fprintf(f, " [%s .. %s]", a->wlo[j], a->whi[j]);
            fputs(" (the last writes of every element)\n", f);
        }
    }
    for (i = 0; i < r->nscalars; i++)
        fprintf(f, "  read-only scalar %s%s%s: %s%s\n", pp_scalar_c(&r->scalars[i]), r->scalars[i].c_expr ? " as " : "",
                r->scalars[i].c_expr ? r->scalars[i].name : "", r->scalars[i].type,
                r->scalars[i].c_expr ? " (a struct member, read where the region starts)" : "");
    for (i = 0; i < r->nlocals; i++) {
        const pp_scalar *l = &r->locals[i];
        if (!l->outer) {
            fprintf(f, "  local scalar %s: %s (%s %d enclosing loop%s)\n", l->name, l->type,
                    l->dead ? "never read: its declaration is left out of the kernels; declared in" :
                    "private to each iteration of its", l->depth, l->depth == 1 ? "" : "s");
            continue;
        }
        fprintf(f, "  scalar %s: %s, declared outside the region and written in it, line %d: ", l->name, l->type,
                l->loc.line);
        if (l->dead)
            fputs("every read takes the value written (substituted), and the code after the region does not "
                  "read it: its assignments are left out of the kernels",
                  f);
        else if (l->expanded)
            fprintf(f, "every read finds its value written in the same iteration of the %d loop%s around it: "
                       "expanded into %s, one element per iteration, so that the loops can be reordered",
                    r->arrays[l->expanded - 1].nexp, r->arrays[l->expanded - 1].nexp == 1 ? "" : "s",
                    r->arrays[l->expanded - 1].name);
        else if (l->promoted)
            fprintf(f, "%s: one element of device memory (array %s[1]), kept coherent between launches and "
                       "written back",
                    l->incoming   ? "a read gets its value from before the region"
                    : l->live_out ? "may be read after the region"
                                  : "its value passes between device launches",
                    l->name);
        else if (l->incoming)
            fputs("a read gets its value from before the region, and a call takes its address (keeps the region "
                  "sequential)",
                  f);
        else
            fprintf(f, "every read finds its value written in the same iteration of the %d loop%s around it: "
                       "private to each of them%s",
                    l->depth, l->depth == 1 ? "" : "s",
                    l->live_out ? "; may be read after the region, and a call takes its address (keeps the region "
                                  "sequential)"
                                : "; not read after the region");
        fputc('\n', f);
    }
    fputs("  statements:\n", f);
    for (i = 0; i < r->nstmts; i++) {
        const pp_stmt *s = &r->stmts[i];
        fprintf(f, "    %s (line %d): ", s->name, s->node->loc.line);
        ex_stmt_text(f, r, s->node);
        fputs("\n      domain: ", f);
        ex_isl(f, isl_set_to_str(s->domain));
        for (j = 0; j < s->naccesses; j++) {
            const pp_access *a = &r->accesses[s->accesses[j]];
            fprintf(f, "      %-7s ", a->write ? (a->read ? "update" : "write") : "read");
            ex_isl(f, isl_map_to_str(a->rel));
        }
    }
    if (r->shared_deps) {
        int carried = 0;
        for (i = 0; i < r->ndeps; i++)
            carried += r->deps[i].level > 0;
        fprintf(f,
                "  dependences (memory-based): %d, computed once per pair of classes of congruent references "
                "(references in the same loops, with the same domain and the same relation, statement names "
                "aside: too many pairs for isl's flow on each); the %d carried by a loop:\n",
                r->ndeps, carried);
    } else {
        fputs("  dependences (memory-based; level k: carried by the k-th common loop, 0: within one iteration):\n", f);
    }
    for (i = 0, j = 0; i < r->ndeps; i++) {
        const pp_dep *x = &r->deps[i];
        if (r->shared_deps && (!x->level || j++ >= 40)) {
            if (x->level && j == 41)
                fputs("    ... (the first 40 shown)\n", f);
            continue;
        }
        fprintf(f, "    %s ", ex_dep_names[x->kind]);
        ex_ref(f, r, x->src);
        fputs(" -> ", f);
        ex_ref(f, r, x->sink);
        if (x->level)
            fprintf(f, ", carried by loop %s\n",
                    r->stmts[r->accesses[x->src].stmt].loops[x->level - 1]->u.loop.iter);
        else
            fputs(", loop independent\n", f);
        fputs("           ", f);
        ex_isl(f, isl_map_to_str(x->rel));
    }
    if (!r->ndeps)
        fputs("    none\n", f);
    if (r->split_before)
        fprintf(f,
                "  statement pieces: isl's scheduler ran on the statements cut along the hyperplanes their "
                "dependences start or end on (index-set splitting): %d statements for %d, each piece the same "
                "statement on part of its domain; at most %d host loop%s around a statement, %d before\n",
                r->nstmts, r->split_before, r->host_after, r->host_after == 1 ? "" : "s", r->host_before);
    if (r->transformed && r->outer_kept)
        fprintf(f,
                "  loop order: isl's scheduler with the outermost loop kept outermost and serial (c0), and a "
                "wavefront inside each of its iterations: as written, %d statement%s in loops had no parallel "
                "loop around them, now %d; loops c0, c1, ... are the new ones, the statements' subscripts are "
                "in their terms\n",
                r->unparallel_before, r->unparallel_before == 1 ? "" : "s", r->unparallel_after);
    else if (r->transformed && r->unparallel_after < r->unparallel_before)
        fprintf(f,
                "  loop order: isl's scheduler (distribution, interchange, skewing): as written, %d statement%s "
                "in loops had no parallel loop around them, now %d; loops c0, c1, ... are the new ones, "
                "the statements' subscripts are in their terms\n",
                r->unparallel_before, r->unparallel_before == 1 ? "" : "s", r->unparallel_after);
    else if (r->transformed && r->fused_from)
        fprintf(f,
                "  loop order: sibling nests with no dependence between them inside an iteration of their host "
                "loops fused: %d nests as written, %d now (a launch each per run); loops c0, c1, ... are the new "
                "ones, the statements' subscripts are in their terms\n",
                r->fused_from, r->nnests);
    else if (r->transformed && r->inward)
        fprintf(f,
                "  loop order: isl's scheduler: serial loops moved inside the work-items, at most %d host loop%s "
                "around a statement, %d as written (fewer runs, as many work-items); loops c0, c1, ... are the new "
                "ones, the statements' subscripts are in their terms\n",
                r->host_after, r->host_after == 1 ? "" : "s", r->host_before);
    else if (r->transformed)
        fprintf(f,
                "  loop order: isl's scheduler (distribution, interchange, skewing): the statements' kernel bands "
                "hold %d loop%s together, %d as written (more work-item dimensions); loops c0, c1, ... are the "
                "new ones, the statements' subscripts are in their terms\n",
                r->width_after, r->width_after == 1 ? "" : "s", r->width_before);
    else if (r->sched_widen && r->sched_fail)
        fputs("  loop order: as written; isl's scheduler found an order with deeper kernel bands, but its loop "
              "bounds are too complex for the per-tile boxes (isl operation limit)\n",
              f);
    else if (r->sched_widen == 2)
        fputs("  loop order: as written; isl's scheduler found no order with fewer host loops\n", f);
    else if (r->sched_widen)
        fputs("  loop order: as written; isl's scheduler found no order with deeper kernel bands\n", f);
    else if (r->sched_tried && r->sched_fail)
        fputs("  loop order: as written; isl's scheduler found an order with more parallel loops, but its loop "
              "bounds are too complex for the per-tile boxes (isl operation limit)\n",
              f);
    else if (r->sched_tried)
        fprintf(f, "  loop order: as written; isl's scheduler found no order with fewer than %d statement%s in "
                   "loops without a parallel loop around them\n",
                r->sched_tried, r->sched_tried == 1 ? "" : "s");
    if (r->work && strcmp(r->work, "-1.0"))
        fprintf(f, "  host or devices (BBMM_TUNE host=auto, bbmm/pick.h): each run compares the host's estimate, work "
                   "x ns per instance (measured), with the devices' (bytes moved, parallel and serial work, nest "
                   "runs, start-up while no device runs, or their measured time):\n    work %s\n    serial work "
                   "%s\n    nest runs %s\n",
                r->work, r->work_serial ? r->work_serial : "0.0", r->runs ? r->runs : "0.0");
    if (r->work && strcmp(r->work, "-1.0") && r->work_sweep && strcmp(r->work_sweep, "0.0"))
        fprintf(f, "    sweep work %s (one work-group runs it: a GPU's compute unit, one core of CPU devices)\n",
                r->work_sweep);
    else if (!(r->work && strcmp(r->work, "-1.0")))
        fputs("  host or devices: by the clock (the region's work is unknown: a loop bound without a known "
              "extent): on the host while no device runs, until such runs took as long as the start-up; then "
              "once on each side, and where it ran faster\n",
              f);
    fputs("  loops:\n", f);
    ex_loops(f, r, r->root);
    for (i = 0; i < r->nnests; i++)
        ex_nest(f, m, r, &r->nests[i]);
    fputs("\n", f);
}

/* Print the automatic data scopes of "m", kept or not (residency.c). */
static void ex_autos(FILE *f, const pp_model *m)
{
    int i, k;
    if (m->no_auto_data) {
        fputs("automatic data scopes: none (--no-auto-data)\n", f);
        return;
    }
    for (i = 0; i < m->nautos; i++) {
        const pp_auto_scope *a = &m->autos[i];
        if (a->why) {
            const char *file = a->why_loc.file ? a->why_loc.file : m->input;
            fprintf(f, "automatic data scope in %s, lines %d-%d: not made: %s (at %s:%d:%d); each region there reads "
                       "in and writes back its own arrays\n",
                    a->func, a->loc.line, a->end_line, a->why, strrchr(file, '/') ? strrchr(file, '/') + 1 : file,
                    a->why_loc.line, a->why_loc.col);
            continue;
        }
        fprintf(f, "automatic data scope in %s, lines %d-%d: ", a->func, a->loc.line, a->end_line);
        for (k = 0; k < a->nnames; k++)
            fprintf(f, "%s%s", k ? ", " : "", a->names[k]);
        fprintf(f, " stay on the devices across its regions (no host access in between); written back at its end%s%s",
                a->leaves ? ", and before the program ends at " : "", a->leaves ? a->leaves : "");
        if (a->repeats) /* (bbmm_pp_repeats) */
            fprintf(f, "; its loop's trip count, %s, tells host=auto how long it runs", a->repeats);
        fputc('\n', f);
    }
}

/* Print what bbmm-pp adds to the explicit data scopes of "m": the trip
 * count of the loop a scope holds (bbmm_pp_repeats). */
static void ex_dirs(FILE *f, const pp_model *m)
{
    int i;
    for (i = 0; i < m->ndirs; i++)
        if (m->dirs[i].kind == PP_DIR_DATA && m->dirs[i].repeats)
            fprintf(f, "data scope at line %d: its loop's trip count, %s, tells host=auto how long it runs\n",
                    m->dirs[i].loc.line, m->dirs[i].repeats);
}

void pp_explain_model(FILE *f, const pp_model *m)
{
    int i;
    if (!m->nregions)
        fprintf(f, "%s: no #pragma bbmm or #pragma scop regions\n", m->input);
    for (i = 0; i < m->nregions; i++)
        ex_region(f, m, &m->regions[i]);
    ex_autos(f, m);
    ex_dirs(f, m);
    fputs("Box bounds are C expressions over the parameters, the host loop iterators and the tile bounds\n"
          "tlo<d> .. thi<d> (inclusive) of band dimension d; [a] is the single index a, [a .. b] a range.\n",
          f);
}

const char *pp_assumed_why(const pp_region *r)
{
    static char buf[512];
    const char *c[8];
    int n = 0, i;
    size_t at = 0;
    if (r->wraps || !(r->overflows || r->casts || r->ran_assumed || r->inits || r->below || r->splits || r->wrapdivs))
        c[n++] = "a 64-bit value it computes would wrap around (the devices' code computes in int64_t)";
    if (r->overflows)
        c[n++] = "a loop would step its signed iterator past the iterator's type";
    if (r->casts)
        c[n++] = "a cast in a subscript would change the value it converts";
    if (r->inits)
        c[n++] = "a loop's start would change value when converted to its iterator's type";
    if (r->ran_assumed)
        c[n++] = "a loop would not run whose iterator's last value it reads after the loops around it";
    if (r->splits)
        c[n++] = "an index split from one subscript would leave its row";
    if (r->wrapdivs)
        c[n++] = "a dividend by a parameter would leave 0 .. 2 * divisor - 1";
    if (r->below)
        c[n++] = "a pointer's subscript would be negative (an element before the one it points at)";
    buf[0] = '\0';
    for (i = 0; i < n && at < sizeof(buf); i++) {
        int w = snprintf(buf + at, sizeof(buf) - at, "%s%s", !i ? "" : i == n - 1 ? ", or " : ", ", c[i]);
        at += w > 0 ? (size_t)w : 0;
    }
    return buf;
}
