// expect: 9:16: error: subscript 2 of 'A' is not affine: '(i) * (i)' is not affine
#define N 64
#define SQ(x) ((x) * (x))
void f(double A[N][N])
{
    int i;
#pragma bbmm
    for (i = 0; i < N; i++)
        A[i][SQ(i)] = 0.0;
}
