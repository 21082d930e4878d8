/* Writes under conditions on data (may-writes): with and without else,
 * nested, the same element under two conditions, a conditional write read
 * by the next nest on other devices, affine parts narrowing a guard. */
#include <stdio.h>
#define N 100
double A[N], B[N], C[N];
int main(void)
{
    int i, t, n = N;
    for (i = 0; i < N; i++) { A[i] = (i * 7 % 13) - 6; B[i] = -1; C[i] = i; }
#pragma bbmm
    for (t = 0; t < 5; t++) {
        for (i = 1; i < n; i++) {
            if (i > 2 && A[i - 1] > 0.0)
                B[i] = A[i - 1] * 2;
            else if (A[i] < -3.0)
                B[i] = C[i];
            else
                C[i] = C[i] + 1;
            if (B[i] > 10.0) {
                double s = B[i];
                B[i] = s / 2;
                if (s > 20.0)
                    C[i] = s;
            }
        }
        for (i = 1; i < n - 1; i++)
            A[i] = (B[i - 1] > B[i + 1]) ? A[i] + 1 : A[i] - 1;
    }
    for (i = 0; i < N; i++) printf("%a %a %a\n", A[i], B[i], C[i]);
    return 0;
}
