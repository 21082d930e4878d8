// expect: 10:18: error: initial value of loop iterator 'i' is not affine: 'ist1' depends on a scalar declared outside the region that the region assigns
double u[64][64];
void f(int m)
{
    int i, j, ist1;
#pragma bbmm
    for (j = 1; j < 63; j++) {
        ist1 = (int)u[j][1] % 3;
        u[j][0] = ist1;
        for (i = ist1; i < m; i++)
            u[j][i] = u[j][i] + 1.0;
    }
}
