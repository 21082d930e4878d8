/* explicit data(C): row pointer r = C[1] made after update host(C); a region runs; host writes r[2] and then update device(C) (the write follows a region without update host) */
#include <stdio.h>
#define N 6
static double C[N][N];
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            C[i][j] = C[i][j] * 0.5 + 1.0;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) C[i][j] = i * N + j;
#pragma bbmm data(C)
    for (t = 0; t < 3; t++) {
#pragma bbmm update host(C)
        double *r = C[1];
        step(N);
        r[2] += 100.0;
#pragma bbmm update device(C)
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) printf("%a\n", C[i][j]);
    return 0;
}
