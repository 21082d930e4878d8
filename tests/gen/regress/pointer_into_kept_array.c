/* a data scope keeps a pointer into an array (y = A + 3, registered by a region that takes pointers) while host code updates and writes the array by name: the updates reach every kept registration sharing its bytes */
#include <stdio.h>
#define N 21
static double A[N], S[N], C[N][N];
static void pax(int un, double a, double x[], const double y[])
{
    int i;
#pragma bbmm
    for (i = 0; i < un; i++)
        x[i + 1] = y[i + 1] * 0.5 - a;
}
static void rows(int un, double (*u)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < un; i++)
        for (j = 0; j < un; j++)
            u[i][j] = u[i][j] * 0.5 + i - j;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) {
        A[i] = i - 3.0;
        S[i] = -i;
        for (j = 0; j < N; j++)
            C[i][j] = i * 0.25 - j;
    }
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        pax(8, 0.5, S + 0, A + 3);
        rows(6, C + 2);
#pragma bbmm update host(A, C, S)
        A[5] += t + 0.5;
        C[3][1] -= t;
        printf("%a %a\n", S[4], C[4][4]);
#pragma bbmm update device(A, C)
    }
    for (i = 0; i < N; i++) {
        printf("%a %a\n", A[i], S[i]);
        for (j = 0; j < N; j++)
            printf("%a\n", C[i][j]);
    }
    return 0;
}
