/* region temps read by a for loop's condition around the region and at the top of the next iteration's body */
#include <stdio.h>
#define N 32
static double A[N], B[N];
int main(void)
{
    int i, c;
    double t = 0.0, u = 0.0, acc = 0.0;
    for (i = 0; i < N; i++) { A[i] = (i % 5) * 0.3; B[i] = 0; }
    for (c = 0; c < 8 && t < 6.0; c++) {
        acc = acc + u;
#pragma bbmm
        for (i = 0; i < 16 + c; i++) {
            t = A[i] + c;
            u = t * 0.5;
            B[i] = B[i] + t + u;
        }
    }
    printf("c=%d t=%a u=%a acc=%a\n", c, t, u, acc);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
