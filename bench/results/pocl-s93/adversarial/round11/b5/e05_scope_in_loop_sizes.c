/* an explicit scope entered repeatedly in a loop with a different size each time, host code between the scopes */
#include <stdio.h>
#define N 32
static double A[N][N], B[N][N];
int main(void)
{
    int i, j, s, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i ^ j) & 7; B[i][j] = 0; }
    for (s = 0; s < 5; s++) {
        int n = 3 + s * 7;
#pragma bbmm data(A, B)
        for (t = 0; t < 3; t++) {
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    A[i][j] = B[i][j];
        }
        for (i = 0; i < N; i++) A[i][(s * 5) % N] += 1.0;
        A[n - 1][n / 2] = -2.0;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", A[i][j], j == N - 1 ? '\n' : ' ');
    return 0;
}
