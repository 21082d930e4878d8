/* region-local scalars of the same name but different types in sibling loops */
#include <stdio.h>
#define N 12
static double A[N], B[N], C[N], D[N];
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) { A[i] = i * 0.75 - 3.3; B[i] = i * 1.5; }
#pragma bbmm
    {
        for (i = 0; i < N; i++) {
            int t = A[i];
            C[i] = t * 2;
        }
        for (j = 0; j < N; j++) {
            double t = B[j] / 4;
            D[j] = t * 2;
        }
    }
    for (i = 0; i < N; i++) printf("%a %a\n", C[i], D[i]);
    return 0;
}
