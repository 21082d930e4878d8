/* explicit data(U, work) scope; the helper reallocs the global pointer work when the size grows */
#include <stdio.h>
#include <stdlib.h>
#define N 40
static double U[N];
static double *work;
static int cap;
static void step(int n)
{
    int i;
    if (n > cap) { work = realloc(work, (size_t)n * sizeof(double)); cap = n; }
#pragma bbmm array(work[n])
    for (i = 0; i < n; i++)
        work[i] = U[i] + 1.0;
#pragma bbmm array(work[n])
    for (i = 0; i < n; i++)
        U[i] = work[i] * 0.5;
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) U[i] = i;
    step(4);
#pragma bbmm data(U, work)
    for (t = 0; t < 4; t++)
        step(10 * (t + 1));
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    free(work);
    return 0;
}
