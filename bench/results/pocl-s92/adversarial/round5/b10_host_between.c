/* two regions in one function with host code between: printf of a partial sum, a normalisation loop, memcpy */
#include <stdio.h>
#include <string.h>
#define N 26
static double A[N][N], B[N][N], v[N], w[N];
static void work(int n)
{
    int i, j;
    double s = 0.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            B[i][j] = A[i][j] * 2.0 + (j > 0 ? A[i][j - 1] : 0.0);
    for (i = 0; i < n; i++) s += B[i][i];
    printf("trace %a\n", s);
    for (i = 0; i < n; i++) v[i] = B[i][0] / (s == 0.0 ? 1.0 : s);
    memcpy(A, B, sizeof A);
#pragma bbmm
    for (i = 0; i < n; i++) {
        w[i] = 0.0;
        for (j = 0; j < n; j++) w[i] += A[i][j] * v[j];
    }
    for (i = 0; i < n; i++) A[i][i] += w[i];
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 0; j < n; j++)
            B[i][j] = A[i][j] - A[i - 1][j];
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (double)((i + 2 * j) % 9) / 4.0; B[i][j] = 0.0; }
        work(n);
        for (i = 0; i < N; i++) { printf("%a %a %a %a\n", w[i], v[i], A[i][N - 1 - i], B[i][i]); }
    }
    return 0;
}
