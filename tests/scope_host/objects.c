// expect-explain: automatic data scope in main, lines 53-60: b, a stay on the devices across its regions
// expect-output: "automatic data scope at objects.c:53"
/* An automatic data scope whose kept arrays are array objects (static
 * arrays, not pointers): host code between the regions that subscripts
 * other array objects cannot reach them, so the scope is made (NPB's
 * grid_points[0] in bounds, its l2norm writing sum[m] into a global
 * array, its timers defined in another file).  The host code here reads a
 * global array in bounds, writes a local array whose address is taken,
 * writes a global array through a parameter, and calls functions of the C
 * library (defined elsewhere: every function of this file is static and
 * none is taken as a pointer, so none can call back into the kept arrays).
 * Every value is a small dyadic fraction, so sums are exact in any order.
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices with the regions on the devices. */
#include <stdio.h>
#include <string.h>
#define N 64

static int dims[2] = {N, 3};
static double a[N], b[N];
static double norms[2];

static void smooth(void)
{
    int i;
#pragma bbmm
    for (i = 1; i < dims[0] - 1; i++)
        b[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1];
    i = dims[0] - 1;
#pragma bbmm
    for (i = 1; i < dims[0] - 1; i++)
        a[i] = b[i] + 0.125 * i;
}

static void scale(int n, double v[n], double sum[2])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        v[i] = v[i] * 0.5 + 0.25;
    sum[0] += n * 0.5;
    sum[1] = sum[0] / 64;
}

int main(void)
{
    double hist[8], scratch[4];
    double *q = hist;
    char label[32];
    int t, i;
    for (i = 0; i < N; i++)
        a[i] = (i % 7) * 0.25;
    for (t = 0; t < 8; t++) {
        smooth();
        scale(dims[0], a, norms);
        memset(scratch, 0, sizeof scratch);
        hist[t] = norms[1];
        scratch[t % 4] = dims[1] * 0.5;
        snprintf(label, sizeof label, "step%d %g", t, scratch[t % 4]);
    }
    printf("%s %a %a\n", label, q[3], hist[7]);
    for (i = 0; i < N; i++)
        printf("%a %a\n", a[i], b[i]);
    return 0;
}
