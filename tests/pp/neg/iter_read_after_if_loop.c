// expect: 22:24: error: 'j' is read after the loops or the if around its loop over 'j' (18:22), and bbmm-pp knows the value that loop leaves in it only inside them (a loop under an if, or a bound that names another loop's iterator, leaves no known value outside): keep the value in another scalar, or read it after the region
#define N 16
static double D[N][N], A[N];
static int I[N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 2; i < n; i += 2) {
            for (j = 0; j < n; ++j)
                D[i][j] += 0.5;
            j = 1;
            A[i] = A[i] * 0.5 + j;
        }
        for (i = 0; i < n; ++i) {
            if (i > 3)
                for (j = 0; j < n; ++j)
                    D[i][j] = D[i][j] * 0.5;
            A[i] += 2.0;
        }
        I[0] = i + 3 * j;
    }
}
