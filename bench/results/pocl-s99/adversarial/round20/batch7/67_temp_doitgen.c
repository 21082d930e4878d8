#include <stdio.h>

#define R 6
#define Q 5
#define P 7
double A[R][Q][P], C4[P][P], sum[P];

int main(void)
{
    int nr = R, nq = Q, np = P;
    for (int r = 0; r < R; r++) for (int q = 0; q < Q; q++) for (int p = 0; p < P; p++) A[r][q][p] = (r * q + p) % 7;
    for (int p = 0; p < P; p++) { sum[p] = -3; for (int s = 0; s < P; s++) C4[p][s] = (p * s) % 5 * 0.5; }
#pragma bbmm
    for (int r = 0; r < nr; r++)
        for (int q = 0; q < nq; q++) {
            for (int p = 0; p < np; p++) {
                sum[p] = 0.0;
                for (int s = 0; s < np; s++)
                    sum[p] += A[r][q][s] * C4[s][p];
            }
            for (int p = 0; p < np; p++)
                A[r][q][p] = sum[p];
        }
    for (int p = 0; p < P; p++) printf("%a\n", sum[p]);
    double h = 0; for (int r = 0; r < R; r++) for (int q = 0; q < Q; q++) for (int p = 0; p < P; p++) h = h * 0.9 + A[r][q][p];
    printf("%a\n", h);
    return 0;
}
