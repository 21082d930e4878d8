// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: a call of 'qsort', defined elsewhere, which may reach the arrays \(it may call 'cmp', which other files can call\)
// expect-no-output: "automatic data scope at objects_open.c:39"
/* objects.c's kind of scope, whose kept arrays are array objects, but a
 * function of the C library it calls (qsort) calls back into this file,
 * through a pointer to a function (cmp) that writes a kept array on the
 * host: the scope must not be made, or that write would be lost.
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices with the regions on the devices. */
#include <stdio.h>
#include <stdlib.h>
#define N 32

static double a[N], b[N];

static int cmp(const void *x, const void *y)
{
    double u = *(const double *)x, v = *(const double *)y;
    a[0] += 0.25;
    return (u > v) - (u < v);
}

static void step(void)
{
    int i;
#pragma bbmm
    for (i = 1; i < N; i++)
        b[i] = 0.5 * a[i] + 0.25 * a[i - 1];
#pragma bbmm
    for (i = 1; i < N; i++)
        a[i] = b[i] + a[0];
}

int main(void)
{
    double vals[4] = {3.0, 1.0, 2.0, 0.5};
    int t, i;
    for (i = 0; i < N; i++)
        a[i] = (i % 5) * 0.5;
    for (t = 0; t < 6; t++) {
        step();
        qsort(vals, 4, sizeof vals[0], cmp);
        vals[t % 4] = t * 0.75;
    }
    printf("%a %a %a %a\n", vals[0], vals[1], vals[2], vals[3]);
    for (i = 0; i < N; i++)
        printf("%a %a\n", a[i], b[i]);
    return 0;
}
