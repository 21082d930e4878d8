/* data scope around calls of a helper that grows a static workspace with realloc and runs regions on it */
#include <stdio.h>
#include <stdlib.h>
#define N 40
static double A[N];
static void smooth(int n)
{
    static double *ws = NULL;
    static int cap = 0;
    int i;
    if (n > cap) { ws = realloc(ws, sizeof(double) * (n + 1)); cap = n; }
#pragma bbmm
    for (i = 0; i < n; i++)
        ws[i] = A[i] * 0.5;
#pragma bbmm
    for (i = 1; i < n; i++)
        A[i] = ws[i] + ws[i - 1];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i % 5;
#pragma bbmm data
    for (t = 0; t < 6; t++)
        smooth(5 + t * 7);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
