/* host takes row pointers before the time loop and writes through them; a region reads via 1-D pointer with array() */
#include <stdio.h>
#define N 12
static double A[N][N], S[N];
static void colsum(double *s, int n)
{
    int i, j;
#pragma bbmm array(s[N])
    for (j = 0; j < n; j++) {
        s[j] = 0.0;
        for (i = 0; i < n; i++)
            s[j] = s[j] + A[i][j];
    }
}
int main(void)
{
    double *r0 = A[0], *r5 = A[5], *flat = A[0];
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j * 0.5;
    for (t = 0; t < 5; t++) {
        colsum(S, N - t);
        r0[t] = S[t];
        r5[N - 1 - t] += 2.0;
        flat[N * N - 1 - t] = S[0];
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] * 0.75 + S[j] * 0.125;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    for (i = 0; i < N; i++) printf("%a\n", S[i]);
    return 0;
}
