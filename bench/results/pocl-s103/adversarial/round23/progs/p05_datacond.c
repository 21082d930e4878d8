/* data-dependent conditional write of an outer scalar and of a scratch element */
#include <stdio.h>
#define N 12
static double a[N][N], b[N][N][N];
static void work(void)
{
    int i, j, k;
    double t = 0.5, P[3];
    P[0] = P[1] = P[2] = 1.0;
#pragma bbmm
    for (i = 0; i < N; i++) {
        if (a[i][0] > 0.5)
            t = a[i][0];
        for (j = 0; j < N; j++) {
            P[0] = t + j;
            if (a[i][j] > 0.3)
                P[1] = a[i][j] * 2;
            for (k = 0; k < N; k++)
                b[i][j][k] = P[0] * k + P[1];
        }
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = ((i * 37 + j * 11) % 17) / 17.0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += b[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
