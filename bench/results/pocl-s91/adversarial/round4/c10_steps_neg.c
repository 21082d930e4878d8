/* steps of 2 and 3, negative steps with anti-dependences; descending reads of later-written elements */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void f(int n, int s)
{
    int i;
#pragma bbmm
    {
        for (i = 2; i < n; i += 3) A[i] = A[i - 1] + A[i - 2];
        for (i = n - 1; i >= 2; i -= 2) A[i] += A[i - 2] * 0.5;
        for (i = s; i < n - 3; i += 3) B[i] = A[i + 3] - B[i + 1];
        for (i = n - 1; i > s + 1; i -= 3) B[i - 1] = B[i] + B[i - 2];
    }
}
int main(void)
{
    int i, n, s;
    for (s = 0; s < 3; s++)
        for (n = 0; n <= N; n += 8) {
            for (i = 0; i < N; i++) { A[i] = i * 0.25 + 1; B[i] = 1.0 / (i + 1); }
            f(n, s);
            for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
        }
    return 0;
}
