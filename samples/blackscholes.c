/* blackscholes - European option pricing (call and put) of N independent
 * options with hand-written BBMM host code: no pragma, only the public API.
 *
 *   blackscholes [N]        (default 1048576)
 *
 * Five input arrays (spot, strike, rate, volatility, time) and two outputs
 * (call, put), all double, over a 1-D space cut into tiles.  Each tile reads
 * its slice of the inputs and writes its slice of the outputs; the outputs
 * are written out (their final values) by the tile that writes them.  There
 * is no flow-out: no tile reads what another wrote.
 *
 * Bitwise reproducibility.  The results are compared bit for bit with the
 * same formula computed on the host.  OpenCL's exp, log and erf may differ
 * from the host's libm in the last bit (OpenCL allows 3-4 ulp; neither side
 * promises correct rounding), so the kernel and the host never call them.
 * exp, log and the normal CDF are computed here with + - * / only, with
 * sqrt for sqrt(T):
 *   - in double precision these five operations are correctly rounded on
 *     both sides (IEEE 754 on the host; OpenCL C requires correct rounding
 *     of double + - * / and sqrt, and denormals, unlike float, where divide
 *     and sqrt may be off by 2.5-3 ulp and denormals may flush to zero);
 *   - the host compiles with -ffp-contract=off and the kernel with
 *     FP_CONTRACT OFF, so no multiply-add is fused on either side, and
 *     neither side reassociates without fast-math;
 *   - the only other operations are comparisons and the conversion of a
 *     double to long (truncation on both sides) and back (exact).
 * The functions are written once, in the BS_MATH macro below, and that same
 * text is compiled by the host compiler and, stringised, by OpenCL: the
 * operations and their order are identical by construction.
 *   exp(x): x = k ln2 + r (Cody-Waite, |r| <= ln2/2), a degree-13 Taylor
 *           polynomial in Horner form, times 2^k by exact doublings;
 *   log(x): x = m 2^e with m in [sqrt(1/2), sqrt(2)] by exact halvings,
 *           log m = 2 atanh((m-1)/(m+1)) by its odd series to s^21;
 *   CND(d): Abramowitz & Stegun 26.2.17 (|error| < 7.5e-8, as in PARSEC).
 */
#include "report.h"

#include <math.h>

#include "bs_ref.h"

static const char bs_source[] =
    BS_STR(BS_MATH()) "\n"
    "#define AT(A) BBMM_REF1(A, i)\n"
    "kernel void blackscholes(BBMM_ARRAY_PARAM(double, spot, 1), BBMM_ARRAY_PARAM(double, strike, 1),\n"
    "                         BBMM_ARRAY_PARAM(double, rate, 1), BBMM_ARRAY_PARAM(double, vol, 1),\n"
    "                         BBMM_ARRAY_PARAM(double, years, 1), BBMM_ARRAY_PARAM(double, callp, 1),\n"
    "                         BBMM_ARRAY_PARAM(double, putp, 1), const bbmm_ktile tile)\n"
    "{\n"
    "    if (!BBMM_IN_TILE(tile))\n"
    "        return;\n"
    "    long i = BBMM_TILE_ID(tile, 0);\n"
    "    double c, p;\n"
    "    bs_price(AT(spot), AT(strike), AT(rate), AT(vol), AT(years), &c, &p);\n"
    "    AT(callp) = c;\n"
    "    AT(putp) = p;\n"
    "}\n";

static const char *const bs_names[BS_ARR] = {"spot", "strike", "rate", "volatility", "time", "call", "put"};

/* The boxes of tile "t": the inputs read, the outputs written and written
 * out, all over the tile ("user" unused). */
static bbmm_status bs_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec)
{
    bbmm_status st = BBMM_OK;
    int a;
    (void)user;
    for (a = 0; a < BS_IN && st == BBMM_OK; a++)
        st = bbmm_spec_access(spec, a, t, BBMM_BOX_READ);
    for (a = BS_IN; a < BS_ARR && st == BBMM_OK; a++) {
        st = bbmm_spec_access(spec, a, t, BBMM_BOX_WRITE | BBMM_BOX_WRITE_ALL);
        if (st == BBMM_OK)
            st = bbmm_spec_writeout(spec, a, t);
    }
    return st;
}

/* Register the seven arrays "v" of "n" doubles with "ctx" into "h". */
static bbmm_status bs_register(bbmm_context *ctx, double *const *v, int64_t n, bbmm_array *h)
{
    bbmm_status st = BBMM_OK;
    int a;
    for (a = 0; a < BS_ARR && st == BBMM_OK; a++)
        st = bbmm_array_register(ctx, v[a], sizeof(double), 1, &n, bs_names[a], &h[a]);
    return st;
}

/* Price the options of "v" ("n" of them) with BBMM, filling "rep"; print a
 * message and return nonzero on error. */
static int bs_bbmm(double *const *v, int64_t n, sample_report *rep)
{
    bbmm_context *ctx;
    bbmm_array h[BS_ARR];
    bbmm_nest nest;
    char msg[8192];
    double t0 = sample_now();
    int a;
    /* the report prints kernel_ns: read the device times (runtime.h) */
    const bbmm_context_desc desc = {.device_times = 1};
    bbmm_status st = bbmm_context_create(&desc, &ctx, msg, sizeof(msg));
    if (st) {
        fprintf(stderr, "blackscholes: %s\n", msg);
        return 1;
    }
    st = bs_register(ctx, v, n, h);
    memset(&nest, 0, sizeof(nest));
    nest.name = "blackscholes";
    nest.source = bs_source;
    nest.kernel = "blackscholes";
    nest.narrays = BS_ARR;
    nest.arrays = h;
    nest.space = bbmm_bb_1d(0, n - 1);
    nest.boxes = bs_boxes;
    nest.stream = 1; /* seven elements per option: on GPUs the run is cut into chunks whose
                        copies overlap the kernels (BBMM_TUNE pipeline) */
    if (st == BBMM_OK)
        st = bbmm_run(ctx, &nest);
    for (a = BS_IN; a < BS_ARR && st == BBMM_OK; a++)
        st = bbmm_array_sync(ctx, h[a]);
    if (st)
        fprintf(stderr, "blackscholes: %s: %s\n", bbmm_status_text(st), bbmm_error_message(ctx, msg, sizeof(msg)));
    sample_report_take(rep, "blackscholes", ctx, sample_now() - t0);
    if (bbmm_context_destroy(ctx) && !st)
        st = BBMM_ERR_OPENCL;
    return st != BBMM_OK;
}

int main(int argc, char **argv)
{
    int64_t n = argc > 1 ? atoll(argv[1]) : 1048576;
    double *v[BS_ARR], *ref[BS_ARR];
    sample_report rep;
    int a, rc = 0;
    if (n < 1 || n > ((int64_t)1 << 28) || argc > 2) {
        fprintf(stderr, "usage: blackscholes [N]   (1 <= N <= 2^28)\n");
        return 2;
    }
    for (a = 0; a < BS_ARR; a++) {
        v[a] = malloc((size_t)n * sizeof(double));
        ref[a] = malloc((size_t)n * sizeof(double));
        rc |= !v[a] || !ref[a];
    }
    if (rc) {
        fprintf(stderr, "blackscholes: out of memory\n");
        return 1;
    }
    bs_init(v, n);
    for (a = 0; a < BS_ARR; a++)
        memcpy(ref[a], v[a], (size_t)n * sizeof(double));
    bs_seq(ref, n);
    rc = bs_bbmm(v, n, &rep);
    if (!rc) {
        for (a = 0; a < BS_ARR; a++)
            rc |= memcmp(v[a], ref[a], (size_t)n * sizeof(double)) != 0;
        printf("blackscholes N=%lld: %s\n", (long long)n, rc ? "MISMATCH" : "verified (bitwise equal to sequential)");
        sample_report_print(&rep, !rc);
    }
    for (a = 0; a < BS_ARR; a++) {
        free(v[a]);
        free(ref[a]);
    }
    return rc;
}
