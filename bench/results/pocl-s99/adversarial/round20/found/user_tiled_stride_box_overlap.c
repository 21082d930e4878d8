#define N 37
double B[N][N], C[N][N];
void f(int n)
{
#pragma bbmm
    for (int ii = 0; ii < n; ii += 8)
        for (int i = ii; i < ii + 8 && i < n; i++)
            for (int j = 0; j < n; j++)
                B[j][i] = C[i][j];
}
