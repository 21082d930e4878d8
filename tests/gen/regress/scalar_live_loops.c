/* scalars written in a region that a loop around it runs again: dead when every path from the region's end assigns them before reading them, the loops' back edges included (NPB SP's x_solve: i1 = i + 1 and fac1 in a region in a loop over m, i1 assigned again after it); live when the next iteration, or the loop's condition, reads the value the region left */
// expect-explain: scalar i1: int, declared outside the region and written in it, line 20: every read takes the value written \(substituted\), and the code after the region does not read it
// expect-explain: scalar fs: double, declared outside the region and written in it, line 24: every read finds its value written in the same iteration of the 2 loops around it: expanded
// expect-no-output: (fs|i1|i2) after the region
// expect-output: f after the region
// expect-explain: f takes the copy of iteration \(n - 1\)
// expect-explain: g takes the copy of iteration \(n - 1\)
// expect-explain: scalar h: double, declared outside the region and written in it, line 73: every read finds its value written in the same iteration of the 1 loop around it: private to each of them; not read after the region
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N], T[N];

static void sweeps(int n)
{
    int m, i, j, i1, i2;
    double fs;
    for (m = 0; m < 3; m++) {
        T[m] = m; /* not a scalar assignment: the loop over m is not grown */
        for (i = 0; i < n - 2; i++) {
            i1 = i + 1;
            i2 = i + 2;
#pragma bbmm
            for (j = 0; j < n; j++) {
                fs = A[i1][j] * 0.5;
                A[i2][j] = A[i][j] * 0.25 + fs;
            }
        }
        i1 = n - 1;
#pragma bbmm
        for (j = 0; j < n; j++)
            B[i1][j] = A[i1][j] + m;
    }
}

static double carried(int n)
{
    int t, j;
    double f = 0, s = 0;
    for (t = 0; t < 4; t++) {
        s += f;
#pragma bbmm
        for (j = 0; j < n; j++) {
            f = B[t][j] * 2.0;
            A[t][j] = f;
        }
    }
    return s;
}

static double cond(int n)
{
    int t, j;
    double g = 0;
    for (t = 0; t < 4 && g < 1e9; t++) {
#pragma bbmm
        for (j = 0; j < n; j++) {
            g = B[t][j] + 1.0;
            A[t + 4][j] = g;
        }
    }
    return g;
}

static double whileloop(int n)
{
    int t = 0, j;
    double h = 0, s = 0;
    while (t < 3) {
        h = 0.5;
        s += h;
#pragma bbmm
        for (j = 0; j < n; j++) {
            h = A[t][j] * 3.0;
            B[t + 5][j] = h;
        }
        t++;
    }
    return s;
}

int main(void)
{
    int i, j;
    double s;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = (double)((i * 7 + j * 3) % 17) / 4.0;
            B[i][j] = (double)((i * 5 + j * 11) % 13) / 8.0;
        }
    sweeps(N);
    s = carried(N);
    s += cond(N);
    s += whileloop(N);
    printf("%a %a\n", s, T[2]);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
