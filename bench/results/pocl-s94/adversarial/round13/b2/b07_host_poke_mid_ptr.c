/* host helper writes through A + 3 between two region calls, no pragma (automatic scope must see it) */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void poke(double *q, double v) { q[1] = v; }
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] + A[i + 1];
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = B[i] * 0.5;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (t = 0; t < 4; t++) {
        step(N - 1);
        poke(A + 3, 100.0 + t);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
