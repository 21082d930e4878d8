// expect: 7:9: error: assignment to loop iterator 'i' inside the loop is not supported
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        i = 2;
}
