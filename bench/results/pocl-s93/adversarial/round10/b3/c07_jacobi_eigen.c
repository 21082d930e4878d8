/* cyclic Jacobi eigenvalue rotations: host picks (p,q) and computes c,s; region applies the rotation to rows/cols p,q of A and to V; several sweeps */
#include <stdio.h>
#include <math.h>
#define N 12
static double A[N][N], V[N][N];

static void rotate(int n, int p, int q, double c, double s)
{
    int k;
#pragma bbmm
    {
        for (k = 0; k < n; k++) {
            double akp = A[k][p], akq = A[k][q];
            A[k][p] = c * akp - s * akq;
            A[k][q] = s * akp + c * akq;
        }
        for (k = 0; k < n; k++) {
            double apk = A[p][k], aqk = A[q][k];
            A[p][k] = c * apk - s * aqk;
            A[q][k] = s * apk + c * aqk;
        }
        for (k = 0; k < n; k++) {
            double vkp = V[k][p], vkq = V[k][q];
            V[k][p] = c * vkp - s * vkq;
            V[k][q] = s * vkp + c * vkq;
        }
    }
}

int main(void)
{
    int ns[] = {1, 2, 3, 7, 12};
    for (int z = 0; z < 5; z++) {
        int n = ns[z];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { A[i][j] = 1.0 / (1 + i + j) + (i == j ? i : 0); V[i][j] = i == j; }
        for (int sweep = 0; sweep < 3; sweep++)
            for (int p = 0; p < n; p++)
                for (int q = p + 1; q < n; q++) {
                    if (fabs(A[p][q]) < 1e-300) continue;
                    double th = (A[q][q] - A[p][p]) / (2.0 * A[p][q]);
                    double t = (th >= 0 ? 1.0 : -1.0) / (fabs(th) + sqrt(th * th + 1.0));
                    double c = 1.0 / sqrt(t * t + 1.0), s = t * c;
                    rotate(n, p, q, c, s);
                }
        for (int i = 0; i < n; i++) printf("%a %a\n", A[i][i], V[i][0]);
    }
    return 0;
}
