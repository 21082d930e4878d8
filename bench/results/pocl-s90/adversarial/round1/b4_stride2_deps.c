/* recurrences with distance 2 and 3, in-place updates reading ahead and behind */
#include <stdio.h>
#define N 50
static double A[N], B[N], C[N];
static void f(int n)
{
    int i;
#pragma bbmm
    {
        for (i = 2; i < n; i++)
            A[i] = A[i - 2] * 0.5 + A[i];
        for (i = 0; i < n - 3; i++)
            B[i] = B[i + 3] - B[i] * 0.25;
        for (i = 3; i < n; i += 3)
            C[i] = C[i - 3] + C[i - 1] + A[i];
        for (i = n - 2; i >= 1; i -= 2)
            C[i] = C[i + 1] * 0.5 - C[i - 1];
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 7 * 0.25; B[i] = (i * 3) % 5; C[i] = 1.0 / (i + 1); }
    for (t = 0; t < 5; t++) f(t == 1 ? 2 : (t == 2 ? 3 : N - t * 3));
    for (i = 0; i < N; i++) printf("%a %a %a\n", A[i], B[i], C[i]);
    return 0;
}
