/* iterator reassigned in the region (BT style), code after the region jumps back with goto and reads it */
#include <stdio.h>
#define N 10
static double A[N][N];
int main(void)
{
    int i, j, pass = 0, seen = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
again:
    seen = seen * 10 + (pass ? i : 0);
#pragma bbmm
    {
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] * 0.5;
        i = N - 2;
        for (j = 0; j < N; j++)
            A[i][j] = A[i][j] + 1.0;
    }
    if (pass++ < 2) goto again;
    i = 0;
    printf("%d\n", seen);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
