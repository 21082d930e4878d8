// Explicit data scopes around counted loops pass the loop's trip count to
// the runtime (bbmm_pp_repeats, a hint for host=auto), as automatic ones do,
// with automatic scopes off too; other statements pass none.
// expect-args: --no-auto-data
// expect-output: "data scope at data_repeats.c:31"\); bbmm_pp_repeats\(\(\(double\)\(steps\) - \(double\)\(0\)\) / 1\);
// expect-output: "data scope at data_repeats.c:37"\); bbmm_pp_repeats\(\(\(double\)\(n / 2\) - \(double\)\(1\) \+ 1\) / 1\);
// expect-no-output: bbmm_pp_repeats\([^;]*(nw|nc)
// expect-explain: data scope at line 31: its loop's trip count, \(\(double\)\(steps\) - \(double\)\(0\)\) / 1, tells host=auto how long it runs
// expect-explain: data scope at line 37: its loop's trip count
#include <stdio.h>
#define N 64
static double a[N], b[N];
static void step(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        B[i] = 0.5 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        A[i] = B[i];
}
static int count(int n)
{
    return n / 2;
}
int main(int argc, char **argv)
{
    int t, steps = 8, n = argc + 9, nw = 3, nc = 4;
    (void)argv;
#pragma bbmm data(a, b)
    for (t = 0; t < steps; t++)
        step(N, a, b);
    for (t = 0; t < N; t++)
        a[t] = t;
    /* a block that begins with a counted loop */
#pragma bbmm data(a, b)
    {
        for (t = 1; t <= n / 2; t++)
            step(N, a, b);
        step(N, b, a);
    }
#pragma bbmm data(a, b)
    while (nw-- > 0)
        step(N, a, b);
#pragma bbmm data(a, b)
    for (t = 0; t < count(nc); t++)
        step(N, a, b);
    printf("%g %g\n", a[1], b[2]);
    return 0;
}
