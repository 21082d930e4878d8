/* a scalar reset per row but only conditionally updated: private per row (max of positive entries) */
#include <stdio.h>
#define N 16
static double A[N][N], M[N];
static void f(int n)
{
    int i, j;
    double mx;
#pragma bbmm
    for (i = 0; i < n; i++) {
        mx = 0.0;
        for (j = 0; j < n; j++)
            if (A[i][j] > mx)
                mx = A[i][j];
        M[i] = mx;
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((i * 7 + j * 5) % 13) - 8.0;
    for (n = 0; n <= N; n += 5) {
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", M[i]);
    }
    return 0;
}
