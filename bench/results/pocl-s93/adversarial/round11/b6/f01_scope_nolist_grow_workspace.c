/* explicit data scope (no list) around a loop whose helper grows a global workspace with realloc as n grows */
#include <stdio.h>
#include <stdlib.h>
#define N 48
static double U[N];
static double *work;
static int cap;
static void ensure(int n)
{
    if (n > cap) {
        work = realloc(work, (size_t)n * sizeof(double));
        cap = n;
    }
}
static void step(int n)
{
    int i;
    ensure(n);
#pragma bbmm array(work[n])
    for (i = 0; i < n; i++)
        work[i] = U[i] * 0.5;
#pragma bbmm array(work[n])
    for (i = 1; i < n - 1; i++)
        U[i] = U[i] + work[i - 1] - work[i + 1];
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) U[i] = (i * 3) % 7;
#pragma bbmm data
    for (t = 0; t < 6; t++)
        step(8 + t * 8);
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    free(work);
    return 0;
}
