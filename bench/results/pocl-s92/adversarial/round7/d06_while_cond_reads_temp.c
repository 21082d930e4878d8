/* region temp t is read by the condition of the host while loop around the region (textually before it) */
#include <stdio.h>
#define N 32
static double A[N], B[N];
int main(void)
{
    int i, it = 0, n = 20;
    double t = 0.0;
    for (i = 0; i < N; i++) { A[i] = i * 0.1; B[i] = 0; }
    while (t < 40.0 && it < 10) {
#pragma bbmm
        for (i = 0; i < n; i++) {
            t = A[i] * 2.0 + it;
            B[i] = B[i] + t;
        }
        for (i = 0; i < n; i++) A[i] = B[i] * 0.5;
        it++;
    }
    printf("it=%d t=%a\n", it, t);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
