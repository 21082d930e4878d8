// expect: 6:5: error: loop iterator 'x' has type 'float': loops in a region count with an integer type
void f(int n, double A[n])
{
    float x;
#pragma bbmm
    for (x = 0; x < n; x++)
        A[(int)x] = x / 4;
}
