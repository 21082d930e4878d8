/* regions reached through a table of function pointers; host writes between */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void s1(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++) B[i] = A[i + 1] - A[i - 1];
}
static void s2(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) A[i] = A[i] + 0.5 * B[i];
}
static void (*const steps[2])(int) = {s1, s2};
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { A[i] = (i * 5) % 7; B[i] = 0; }
    for (t = 0; t < 8; t++) {
        steps[t % 2](N - t);
        if (t == 3) A[2] = -1.0;
        if (t == 4) B[7] = 9.0;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
