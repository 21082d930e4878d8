/* pointers to rows of two static arrays swapped every time step; region in a function taking them */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
static void step(double (*dst)[N], double (*src)[N], int n)
{
    int i, j;
#pragma bbmm array(dst[N][N], src[N][N])
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            dst[i][j] = 0.5 * src[i][j] + 0.125 * (src[i - 1][j] + src[i + 1][j] + src[i][j - 1] + src[i][j + 1]);
}
int main(void)
{
    double (*p)[N] = A, (*q)[N] = B, (*t)[N];
    int i, j, s;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * j) % 5; B[i][j] = -1.0; }
    for (s = 0; s < 6; s++) {
        step(q, p, N - s % 3);
        p[s][s] += 1.0;
        t = p; p = q; q = t;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
