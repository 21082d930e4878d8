// Automatic data scopes around counted loops pass the loop's trip count to
// the runtime (bbmm_pp_repeats, a hint for host=auto); other loops pass none.
// expect-output: "automatic data scope at auto_repeats.c:33"\); bbmm_pp_repeats\(\(\(double\)\(8\) - \(double\)\(0\)\) / 1\); for
// expect-output: bbmm_pp_repeats\(\(\(double\)\(nd\) - \(double\)\(1\) \+ 1\) / 2\); for \(int k = nd;
// expect-output: bbmm_pp_repeats\(\(\(double\)\(g \[ 0 \] - 1\) - \(double\)\(0\)\) / 1\);
// expect-output: bbmm_pp_repeats\(\(\(double\)\(nr\) - \(double\)\(0\)\) / 1\); for \(t = 0; nr > t; t\+\+\)
// expect-no-output: bbmm_pp_repeats\([^;]*(nf|nw|na|ns|nu|msg|nv)
// expect-explain: automatic data scope in f1, lines 33-34: a, b stay on the devices .*its loop's trip count, \(\(double\)\(8\) - \(double\)\(0\)\) / 1, tells host=auto how long it runs
// expect-explain: automatic data scope in f5, lines 60-61: a, b stay on the devices across its regions \(no host access in between\); written back at its end[^;]
// expect-explain: automatic data scope in f9, lines 91-92: a, b stay on the devices across its regions \(no host access in between\); written back at its end[^;]
// expect-explain: automatic data scope in f10, lines 99-100: a, b stay on the devices across its regions \(no host access in between\); written back at its end[^;]
#include <stdio.h>
#define N 64
static double a[N], b[N];
static int g[3] = {5, 6, 7};
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
static int f1(void)
{
    int t;
    for (t = 0; t < 8; t++)
        step(N, a, b);
    return 0;
}
static int f2(int nd)
{
    for (int k = nd; k >= 1; k -= 2)
        step(N, a, b);
    return 0;
}
static int f3(void)
{
    int t;
    for (t = 0; t < g[0] - 1; t++)
        step(N, a, b);
    return 0;
}
static int f4(int nr)
{
    int t;
    for (t = 0; nr > t; t++)
        step(N, a, b);
    return 0;
}
static int f5(int nf)
{
    int t;
    for (t = 0; t < count(nf); t++)
        step(N, a, b);
    return 0;
}
static int f6(int nw)
{
    int t = 0;
    while (t < nw) {
        step(N, a, b);
        t++;
    }
    return 0;
}
static int f7(int na, int ok)
{
    int t;
    for (t = 0; t < na && ok; t++)
        step(N, a, b);
    return 0;
}
static int f8(int ns, int s)
{
    int t;
    for (t = 0; t < ns; t += s)
        step(N, a, b);
    return 0;
}
static const char msg[8] = "abcdefg";
static int f9(int nu)
{
    const char *q;
    for (q = msg; q < msg + nu; q++)
        step(N, a, b);
    return 0;
}
static volatile int nv = 3;
static int f10(void)
{
    int t;
    for (t = 0; t < nv; t++)
        step(N, a, b);
    return 0;
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[i] = i % 7;
    f1() ; f2(5); f3(); f4(3); f5(6); f6(2); f7(3, 1); f8(4, 2); f9(2); f10();
    printf("%f\n", a[5]);
    return 0;
}
