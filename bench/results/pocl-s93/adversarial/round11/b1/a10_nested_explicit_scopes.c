/* nested explicit data scopes with updates, host reads and writes in between */
#include <stdio.h>
#define N 28
static double A[N], B[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        B[i] = A[i] + 0.25 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        A[i] = B[i] * 0.5;
}
int main(void)
{
    int i, t, s, k;
    int sizes[] = {0, 2, 3, 28};
    for (k = 0; k < 4; k++) {
        int n = sizes[k];
        for (i = 0; i < N; i++) { A[i] = i % 3; B[i] = 0; }
#pragma bbmm data(A, B)
        for (s = 0; s < 3; s++) {
#pragma bbmm data(A)
            for (t = 0; t < 2; t++)
                step(n);
#pragma bbmm update host(A)
            printf("%a\n", A[n / 2]);
            A[0] += 1.0;
#pragma bbmm update device(A)
            step(n);
        }
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
