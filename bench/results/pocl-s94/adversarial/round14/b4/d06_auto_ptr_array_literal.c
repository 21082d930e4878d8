/* no pragma: an array of pointers {A, B} built on the host, host writes ps[t % 2][1] between regions on A and B */
#include <stdio.h>
#define N 12
static double A[N], B[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] + 1.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = B[i] * 0.5;
}
int main(void)
{
    int i, t;
    double *ps[2] = {A, B};
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (t = 0; t < 4; t++) {
        step(N);
        ps[t % 2][1] += 5.0;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
